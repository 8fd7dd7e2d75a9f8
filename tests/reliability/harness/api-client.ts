import { DEMO_PASSWORD } from "../../../server/src/db/seed/demo-accounts.ts";

/** An answer of the API as a browser would see it. */
export interface Answer {
  readonly status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read a field or two of each answer.
  readonly body: any;
  /** The answer's headers (absent on a call that got no answer). */
  readonly headers?: Headers;
}

export interface CallOptions {
  readonly token?: string | null;
  readonly json?: unknown;
  readonly form?: FormData;
}

/** One HTTP call to a running server (fetch: real sockets, real parsing). */
export async function call(
  origin: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${origin}/v2${path}`, {
    method,
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : (options.form ?? undefined),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === "" ? undefined : JSON.parse(text);
  } catch {
    // Not JSON (a downloaded file): the text itself.
  }
  return { status: response.status, body, headers: response.headers };
}

/** Signs a demo account in (password conduit-demo); throws unless it answers 200. */
export async function signIn(
  origin: string,
  email: string,
): Promise<{ access: string; refresh: string }> {
  const answer = await call(origin, "POST", "/auth", {
    json: { username: email, password: DEMO_PASSWORD },
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${JSON.stringify(answer)}`);
  return answer.body;
}

/** A form with one text file, as the portal's file picker sends it. */
export function fileForm(field: string, name: string, content: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([content], { type: "text/plain" }), name);
  return form;
}
