import type { Schema } from "effect";
import wretch from "wretch";
import { HTTP_RETRY_DELAY_UNIT_MS, HTTP_RETRY_LIMIT } from "../../core/constants.ts";
import { httpFailure, isRequestFailure, type RequestFailure } from "../../core/errors/index.ts";
import { retryMiddleware, timeoutMiddleware } from "./attempt-middlewares.ts";
import { bodyOfText, failureOfError } from "./failure-of-error.ts";
import type { FailureRedirects } from "./failure-redirects.ts";
import { type YieldToMain, yieldToMain } from "./yield-to-main.ts";

/**
 * The portal's HTTP client (DESIGN.md section 3): base URL and version prefix, the session's
 * bearer token read for every request (and handed to the redirect decision with a failure),
 * JSON headers, a time limit per attempt, the retries of spec section 7, answers decoded with
 * the core schemas, and failures rejected as core `RequestFailure` values after the redirect
 * decision has been taken (failure-redirects.ts).
 *
 * The decoder (and with it the schema library) is imported on the first decoded answer, not
 * with this module: the sign-in page polls the server status and signs in before it needs
 * one, and its first load must stay within issue 4's budget.
 */

/** Calls without a limit of their own give up after this long (a candidate for constants.ts). */
export const DEFAULT_CALL_TIMEOUT_MS = 30_000;

/** Shown when a 2xx answer does not match the contract. */
export const UNREADABLE_ANSWER = "The server sent an answer the portal could not read.";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined;
export type Decoder = Schema.ConstraintDecoder<unknown>;

export interface HttpCall<S extends Decoder> {
  readonly method: HttpMethod;
  /** Path under the version prefix: "/me", "/notifications/read". */
  readonly path: string;
  /** Query parameters; null and undefined ones are left out. */
  readonly query?: Readonly<Record<string, QueryValue>> | undefined;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Headers a call needs beyond the usual (a change order's Idempotency-Key). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The contract schema the answer is decoded with. */
  readonly response: S;
  /** Send the stored bearer token (default true). Sign-in, refresh and public pages do not. */
  readonly authenticated?: boolean;
  readonly timeoutMs?: number;
  /**
   * Retry network errors and 503 answers. Default: GET, PUT and DELETE yes (idempotent, so a
   * repeat cannot do the thing twice); POST and PATCH never.
   */
  readonly retry?: boolean;
  /** Send the user to /no-permissions on a 403 (default true). */
  readonly redirectOn403?: boolean;
  readonly signal?: AbortSignal | undefined;
}

export interface HttpClientOptions {
  /** Runtime configuration: "" (same origin) or an absolute URL, and the prefix ("/v2"). */
  readonly apiBaseUrl: string;
  readonly apiVersionPrefix: string;
  /**
   * The session's access token (which follows storage and other tabs), read for every request
   * so a refresh in any tab applies at once.
   */
  readonly accessToken: () => string | null;
  readonly onFailure?: FailureRedirects | undefined;
  /**
   * Asked once when a call's token is refused (401): the session refreshes it if it is the
   * one in use, and this resolves true when a new token may be tried. The call is then sent
   * once more with it; a second 401 goes to `onFailure`, which signs out.
   */
  readonly renewAccess?: ((refusedToken: string) => Promise<boolean>) | undefined;
  readonly retryLimit?: number;
  readonly retryDelayUnitMs?: number;
  readonly fetch?: typeof fetch;
  /** Ends the caller's task before each call does its work (yield-to-main.ts). */
  readonly yieldToMain?: YieldToMain;
}

/** A call whose answer the portal does not read (the status probe): only its outcome counts. */
export type HttpProbe = Omit<HttpCall<Decoder>, "response">;

export interface HttpClient {
  /** Resolves with the decoded answer; rejects with a core RequestFailure. */
  request<S extends Decoder>(call: HttpCall<S>): Promise<S["Type"]>;
  /** Resolves when the server answered 2xx; rejects with a core RequestFailure. */
  probe(call: HttpProbe): Promise<void>;
}

const loadDecoder = () => import("../../core/api/decode.ts").then((module) => module.decode);

const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(["GET", "PUT", "DELETE"]);

/** `?a=1&b=x` of the values given (null and undefined left out), or "" when none is. */
export function queryString(query: Readonly<Record<string, QueryValue>> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const base = wretch(`${options.apiBaseUrl}${options.apiVersionPrefix}`)
    .accept("application/json")
    .fetchPolyfill(options.fetch ?? ((url, init) => fetch(url, init)));
  const retryPolicy = {
    limit: options.retryLimit ?? HTTP_RETRY_LIMIT,
    delayUnitMs: options.retryDelayUnitMs ?? HTTP_RETRY_DELAY_UNIT_MS,
  };

  async function send(call: HttpProbe, token: string | null): Promise<Response> {
    const retried = call.retry ?? IDEMPOTENT.has(call.method);
    const timeout = timeoutMiddleware(call.timeoutMs ?? DEFAULT_CALL_TIMEOUT_MS);
    let request = base
      .url(`${call.path}${queryString(call.query)}`)
      .middlewares(retried ? [retryMiddleware(retryPolicy), timeout] : [timeout]);
    if (token !== null) request = request.auth(`Bearer ${token}`);
    if (call.headers !== undefined) request = request.headers(call.headers);
    if (call.signal !== undefined) request = request.options({ signal: call.signal });
    try {
      return await request.fetch(call.method, "", call.body ?? null).res();
    } catch (error) {
      if (error instanceof wretch.WretchError) {
        // wretch read the error body as text into `message`.
        throw httpFailure(error.status, error.response.statusText, bodyOfText(error.message));
      }
      throw failureOfError(error, call.signal);
    }
  }

  const yieldFirst = options.yieldToMain ?? yieldToMain;

  function tokenInUse(): string | null {
    const stored = options.accessToken();
    return stored === null || stored.trim() === "" ? null : stored;
  }

  /**
   * `send`, and when the token is refused (401) and the session renews it, `send` once more
   * with the new token (told to `renewed`, so a second failure names the token it carried).
   */
  async function sendRenewing(
    call: HttpProbe,
    token: string | null,
    renewed: (token: string | null) => void,
  ): Promise<Response> {
    try {
      return await send(call, token);
    } catch (error) {
      const refused = isRequestFailure(error) && error.kind === "http" && error.status === 401;
      if (!refused || token === null || options.renewAccess === undefined) throw error;
      if (!(await options.renewAccess(token))) throw error;
      const next = tokenInUse();
      renewed(next);
      return send(call, next);
    }
  }

  /** Sends `call` and hands the answer to `read`; failures take the redirect decision. */
  async function exchange<T>(call: HttpProbe, read: (response: Response) => Promise<T>) {
    let token: string | null = null;
    try {
      // Calls started together (a screen's mount) each do their work in a task of their own.
      // Inside the try: a turn that fails (a task scheduler's aborted signal) is a failure
      // like any other, not a stray exception.
      const turn = yieldFirst();
      if (turn !== undefined) await turn;
      token = call.authenticated === false ? null : tokenInUse();
      return await read(await sendRenewing(call, token, (renewed) => (token = renewed)));
    } catch (error) {
      const failure: RequestFailure = isRequestFailure(error)
        ? error
        : failureOfError(error, call.signal);
      options.onFailure?.(failure, {
        bearer: token,
        redirectOn403: call.redirectOn403 ?? true,
      });
      throw failure;
    }
  }

  function request<S extends Decoder>(call: HttpCall<S>): Promise<S["Type"]> {
    return exchange(call, async (response) => {
      const body = bodyOfText(await response.text());
      const decoded = (await loadDecoder())(call.response, body);
      if (decoded.ok) return decoded.value;
      throw httpFailure(response.status, response.statusText, {
        detail: UNREADABLE_ANSWER,
        issues: decoded.error,
      });
    });
  }

  function probe(call: HttpProbe): Promise<void> {
    return exchange(call, async (response) => {
      await response.body?.cancel();
    });
  }

  return { request, probe };
}
