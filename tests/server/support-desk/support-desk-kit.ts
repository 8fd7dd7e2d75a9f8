import type { Schema } from "effect";
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { expectValid } from "../../core/api/expect-decode.ts";
import type { TestServer } from "../harness/test-server.ts";

/** Calls of the support desk tests, on the file's server (read when called). */
export function supportCalls(server: () => TestServer) {
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    const known = tokens.get(email);
    if (known) return known;
    const { access } = await server().sessionFor(email);
    tokens.set(email, access);
    return access;
  };
  const call = async (email: string, options: InjectOptions) =>
    server().call(await tokenOf(email), {
      ...options,
      url: `/v2${String(options.url)}`,
    });
  return {
    tokenOf,
    /** Drops the cached tokens: after the server's clock jumps past their expiry. */
    forgetTokens: () => tokens.clear(),
    call,
    get: (email: string, url: string) => call(email, { method: "GET", url }),
    post: (email: string, url: string, payload?: unknown) =>
      call(email, {
        method: "POST",
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    put: (email: string, url: string, payload: unknown) =>
      call(email, { method: "PUT", url, payload: payload as object }),
    /** A GET that must answer 200 with a body of the schema; returns it decoded. */
    async read<S extends Schema.ConstraintDecoder<unknown>>(
      schema: S,
      email: string,
      url: string,
    ): Promise<S["Type"]> {
      const response = await call(email, { method: "GET", url });
      expect(response.statusCode, response.body).toBe(200);
      return expectValid(schema, response.json());
    },
  };
}

export interface FormPart {
  readonly field: string;
  /** Present for a file part. */
  readonly filename?: string;
  readonly content: string | Uint8Array;
  readonly type?: string;
}

/** A multipart/form-data body with text fields and files, as a browser sends it. */
export function formBody(parts: ReadonlyArray<FormPart>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = "----conduit-support-boundary-41c2";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file =
      part.filename === undefined
        ? ""
        : `; filename="${part.filename.replace(/"/g, "%22")}"\r\nContent-Type: ${part.type ?? "application/octet-stream"}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${file}\r\n\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF records) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}
