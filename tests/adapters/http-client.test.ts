import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createFailureRedirects,
  createHttpClient,
  queryString,
  UNREADABLE_ANSWER,
  yieldThrough,
} from "../../src/adapters/http/index.ts";
import { UserInfo } from "../../src/core/api/account/user-info.ts";
import { TokenPair } from "../../src/core/api/auth/tokens.ts";
import type { RequestFailure } from "../../src/core/errors/index.ts";
import {
  closedPortUrl,
  type ScriptedServer,
  startScriptedServer,
} from "./harness/scripted-server.ts";

const PAIR = { access: "a.b.c", refresh: "d.e.f" };
const USER = {
  id: "7",
  firstname: "Vera",
  lastname: "Viewer",
  email: "viewer@acme.test",
  company_name: "Acme",
  default_currency: { id: "1" },
  permissions: ["view_billing_module"],
};

let server: ScriptedServer;
let token: string | null;

beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  token = "stored-access-token";
});

function clientFor(base: string, redirects?: Parameters<typeof createFailureRedirects>[0]) {
  return createHttpClient({
    apiBaseUrl: base,
    apiVersionPrefix: "/v2",
    accessToken: () => token,
    retryDelayUnitMs: 5,
    onFailure: redirects ? createFailureRedirects(redirects) : undefined,
  });
}

function ports(signingOut = false) {
  return {
    isSigningOut: () => signingOut,
    unauthorized: vi.fn<(refusedToken: string) => void>(),
    navigate: vi.fn<(to: string) => void>(),
    enrolmentRequired: vi.fn<() => void>(),
    isDev: false,
  };
}

async function failureOf(promise: Promise<unknown>): Promise<RequestFailure> {
  try {
    await promise;
  } catch (error) {
    return error as RequestFailure;
  }
  throw new Error("the call succeeded");
}

describe("queryString", () => {
  it("writes the values given, encoded, and leaves out null and undefined", () => {
    expect(queryString({ a: 1, b: "x y", c: null, d: undefined, e: false })).toBe(
      "?a=1&b=x+y&e=false",
    );
    expect(queryString({ c: null })).toBe("");
    expect(queryString(undefined)).toBe("");
  });
});

describe("requests", () => {
  it("go to the base URL and version prefix with the stored bearer token and JSON headers", async () => {
    server.script("/v2/me", { status: 200, body: USER });
    const user = await clientFor(server.url).request({
      method: "GET",
      path: "/me",
      query: { hash: "x1", empty: undefined, none: null },
      response: UserInfo,
    });
    expect(user.email).toBe("viewer@acme.test");
    const [sent] = server.requests;
    expect(sent?.url).toBe("/v2/me?hash=x1");
    expect(sent?.headers.authorization).toBe("Bearer stored-access-token");
    expect(sent?.headers.accept).toBe("application/json");
  });

  it("read the token for every request, so a refreshed token is used at once", async () => {
    server.script("/v2/me", { status: 200, body: USER });
    const client = clientFor(server.url);
    await client.request({ method: "GET", path: "/me", response: UserInfo });
    token = "refreshed-token";
    await client.request({ method: "GET", path: "/me", response: UserInfo });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      "Bearer stored-access-token",
      "Bearer refreshed-token",
    ]);
  });

  it("send bodies as JSON, and no token on public calls", async () => {
    server.script("/v2/auth", { status: 200, body: PAIR });
    const pair = await clientFor(server.url).request({
      method: "POST",
      path: "/auth",
      body: { username: "u", password: "p" },
      response: TokenPair,
      authenticated: false,
    });
    expect(pair).toEqual(PAIR);
    const [sent] = server.requests;
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(sent?.body ?? "")).toEqual({ username: "u", password: "p" });
  });
});

describe("turns", () => {
  it("send each call after a turn of its own, so calls started together run in separate tasks", async () => {
    server.script("/v2/me", { status: 200, body: USER });
    const turns: (() => void)[] = [];
    const client = createHttpClient({
      apiBaseUrl: server.url,
      apiVersionPrefix: "/v2",
      accessToken: () => token,
      yieldToMain: () => new Promise<void>((resolve) => turns.push(resolve)),
    });
    const first = client.request({ method: "GET", path: "/me", response: UserInfo });
    const second = client.request({ method: "GET", path: "/me", response: UserInfo });
    expect(turns).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toHaveLength(0);
    // The token is read when the call's turn comes, not when it was asked for.
    token = "refreshed-token";
    turns[0]?.();
    await first;
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(["Bearer refreshed-token"]);
    turns[1]?.();
    await second;
    expect(server.requests).toHaveLength(2);
  });

  it("come from the browser's scheduler where it has one, and are skipped where it has none", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    const scheduler = { yield: yielded };
    await yieldThrough(scheduler);
    expect(yielded).toHaveBeenCalledOnce();
    // Called on the scheduler: Chromium's refuses an unbound call ("Illegal invocation").
    expect(yielded.mock.contexts[0]).toBe(scheduler);
    expect(yieldThrough(undefined)).toBeUndefined();
    expect(yieldThrough({})).toBeUndefined();
  });
});

describe("turns that fail", () => {
  it("reject with a request failure, after the redirect decision, like any failed call", async () => {
    const seen: RequestFailure[] = [];
    const client = createHttpClient({
      apiBaseUrl: server.url,
      apiVersionPrefix: "/v2",
      accessToken: () => token,
      yieldToMain: () => Promise.reject(new DOMException("The task was aborted.", "AbortError")),
      onFailure: (failure) => seen.push(failure),
    });
    const failure = await failureOf(
      client.request({ method: "GET", path: "/me", response: UserInfo }),
    );
    expect(seen).toEqual([failure]);
    expect(server.requests).toHaveLength(0);
  });
});

describe("retries", () => {
  it("retry a 503 until the server answers: two 503s then 200 is three requests", async () => {
    server.script("/v2/me", { status: 503 }, { status: 503 }, { status: 200, body: USER });
    const user = await clientFor(server.url).request({
      method: "GET",
      path: "/me",
      response: UserInfo,
    });
    expect(user.firstname).toBe("Vera");
    expect(server.requests).toHaveLength(3);
  });

  it("give up after three retries and report the 503", async () => {
    server.script("/v2/me", { status: 503, body: { detail: "Down for maintenance." } });
    const failure = await failureOf(
      clientFor(server.url).request({ method: "GET", path: "/me", response: UserInfo }),
    );
    expect(failure).toMatchObject({
      kind: "http",
      status: 503,
      body: { detail: "Down for maintenance." },
    });
    expect(server.requests).toHaveLength(4);
  });

  it("retry a dropped connection", async () => {
    server.script("/v2/me", { drop: true }, { status: 200, body: USER });
    await clientFor(server.url).request({ method: "GET", path: "/me", response: UserInfo });
    expect(server.requests).toHaveLength(2);
  });

  it("never retry a POST", async () => {
    server.script("/v2/auth", { status: 503 }, { status: 200, body: PAIR });
    const failure = await failureOf(
      clientFor(server.url).request({
        method: "POST",
        path: "/auth",
        body: {},
        response: TokenPair,
      }),
    );
    expect(failure).toMatchObject({ kind: "http", status: 503 });
    expect(server.requests).toHaveLength(1);
  });

  it("do not retry other failures, nor calls that opt out", async () => {
    server.script("/v2/me", { status: 500 }, { status: 200, body: USER });
    await failureOf(
      clientFor(server.url).request({ method: "GET", path: "/me", response: UserInfo }),
    );
    server.script("/v2/info", { status: 503 }, { status: 200, body: USER });
    await failureOf(
      clientFor(server.url).request({
        method: "GET",
        path: "/info",
        response: UserInfo,
        retry: false,
      }),
    );
    expect(server.requests.map((r) => r.url)).toEqual(["/v2/me", "/v2/info"]);
  });
});

describe("failures", () => {
  it("report an attempt without an answer in time as a timeout, without retrying it", async () => {
    server.script("/v2/me", { status: 200, body: USER, delayMs: 400 });
    const failure = await failureOf(
      clientFor(server.url).request({
        method: "GET",
        path: "/me",
        response: UserInfo,
        timeoutMs: 50,
      }),
    );
    expect(failure).toEqual({ kind: "timeout", timeoutMs: 50 });
    expect(server.requests).toHaveLength(1);
  });

  it("report a refused connection as a network error after the retries", async () => {
    const failure = await failureOf(
      clientFor(await closedPortUrl()).request({ method: "GET", path: "/me", response: UserInfo }),
    );
    expect(failure).toEqual({ kind: "network" });
  });

  it("report the caller's cancellation as aborted", async () => {
    server.script("/v2/me", { status: 200, body: USER, delayMs: 400 });
    const controller = new AbortController();
    const call = clientFor(server.url).request({
      method: "GET",
      path: "/me",
      response: UserInfo,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    expect(await failureOf(call)).toEqual({ kind: "aborted" });
  });

  it("carry the status and the error body of an HTTP error", async () => {
    server.script("/v2/auth", {
      status: 400,
      body: { detail: "Wrong.", code: "invalid_credentials" },
    });
    const failure = await failureOf(
      clientFor(server.url).request({
        method: "POST",
        path: "/auth",
        body: {},
        response: TokenPair,
      }),
    );
    expect(failure).toEqual({
      kind: "http",
      status: 400,
      statusText: "Bad Request",
      body: { detail: "Wrong.", code: "invalid_credentials" },
    });
  });

  it("refuse an answer that does not match the contract", async () => {
    server.script("/v2/me", { status: 200, body: { ...USER, permissions: "all" } });
    const failure = await failureOf(
      clientFor(server.url).request({ method: "GET", path: "/me", response: UserInfo }),
    );
    expect(failure).toMatchObject({
      kind: "http",
      status: 200,
      body: { detail: UNREADABLE_ANSWER },
    });
    server.script("/v2/me", { status: 200, body: "<html>not json</html>" });
    const notJson = await failureOf(
      clientFor(server.url).request({ method: "GET", path: "/me", response: UserInfo }),
    );
    expect(notJson).toMatchObject({ kind: "http", body: { detail: UNREADABLE_ANSWER } });
  });
});

describe("redirect decisions", () => {
  it("tell the session about a 401 on an authenticated call", async () => {
    server.script("/v2/me", { status: 401, body: { detail: "Token expired." } });
    const redirects = ports();
    await failureOf(
      clientFor(server.url, redirects).request({ method: "GET", path: "/me", response: UserInfo }),
    );
    // The session decides whether the refused token is still the one in use.
    expect(redirects.unauthorized.mock.calls).toEqual([["stored-access-token"]]);
    expect(redirects.navigate).not.toHaveBeenCalled();
  });

  it("after a 401, send the call once more with the token the session renewed (issue 41)", async () => {
    server.script("/v2/me", { status: 401 }, { status: 200, body: USER });
    const redirects = ports();
    const renewAccess = vi.fn(async (refused: string) => {
      token = `renewed-${refused}`;
      return true;
    });
    const client = createHttpClient({
      apiBaseUrl: server.url,
      apiVersionPrefix: "/v2",
      accessToken: () => token,
      onFailure: createFailureRedirects(redirects),
      renewAccess,
    });
    const user = await client.request({ method: "GET", path: "/me", response: UserInfo });
    expect(user.email).toBe(USER.email);
    expect(renewAccess.mock.calls).toEqual([["stored-access-token"]]);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      "Bearer stored-access-token",
      "Bearer renewed-stored-access-token",
    ]);
    expect(redirects.unauthorized).not.toHaveBeenCalled();
  });

  it("tell the session about a second 401, with the renewed token, and renew only once", async () => {
    server.script("/v2/me", { status: 401 });
    const redirects = ports();
    const renewAccess = vi.fn(async () => {
      token = "renewed-token";
      return true;
    });
    const refused = createHttpClient({
      apiBaseUrl: server.url,
      apiVersionPrefix: "/v2",
      accessToken: () => token,
      onFailure: createFailureRedirects(redirects),
      renewAccess,
    });
    expect(
      await failureOf(refused.request({ method: "GET", path: "/me", response: UserInfo })),
    ).toMatchObject({ kind: "http", status: 401 });
    expect(renewAccess).toHaveBeenCalledTimes(1);
    expect(server.requests).toHaveLength(2);
    expect(redirects.unauthorized.mock.calls).toEqual([["renewed-token"]]);
  });

  it("ignore a 401 while signing out, and on a call without a token", async () => {
    server.script("/v2/me", { status: 401 });
    const signingOut = ports(true);
    await failureOf(
      clientFor(server.url, signingOut).request({ method: "GET", path: "/me", response: UserInfo }),
    );
    const publicCall = ports();
    await failureOf(
      clientFor(server.url, publicCall).request({
        method: "GET",
        path: "/me",
        response: UserInfo,
        authenticated: false,
      }),
    );
    token = null;
    await failureOf(
      clientFor(server.url, publicCall).request({ method: "GET", path: "/me", response: UserInfo }),
    );
    expect(signingOut.unauthorized).not.toHaveBeenCalled();
    expect(publicCall.unauthorized).not.toHaveBeenCalled();
  });

  it("send a 403 to /no-permissions unless the caller handles it", async () => {
    server.script("/v2/me", { status: 403, body: { detail: "Forbidden." } });
    const redirects = ports();
    const client = clientFor(server.url, redirects);
    await failureOf(client.request({ method: "GET", path: "/me", response: UserInfo }));
    await failureOf(
      client.request({ method: "GET", path: "/me", response: UserInfo, redirectOn403: false }),
    );
    expect(redirects.navigate.mock.calls).toEqual([["/no-permissions"]]);
  });

  it("tell the session, not /no-permissions, about a 403 for want of a required enrolment", async () => {
    server.script("/v2/services", {
      status: 403,
      body: { detail: "Set up an authenticator app first.", code: "two_factor_enrolment_required" },
    });
    const redirects = ports();
    await failureOf(
      clientFor(server.url, redirects).request({
        method: "GET",
        path: "/services",
        response: UserInfo,
      }),
    );
    expect(redirects.enrolmentRequired).toHaveBeenCalledTimes(1);
    expect(redirects.navigate).not.toHaveBeenCalled();
  });

  it("send a 503 to /under-maintenance once the retries are spent", async () => {
    server.script("/v2/me", { status: 503 });
    const redirects = ports();
    await failureOf(
      clientFor(server.url, redirects).request({ method: "GET", path: "/me", response: UserInfo }),
    );
    expect(redirects.navigate.mock.calls).toEqual([["/under-maintenance"]]);
    expect(server.requests).toHaveLength(4);
  });

  it("stay put on other failures", async () => {
    server.script("/v2/me", { status: 500 });
    const redirects = ports();
    await failureOf(
      clientFor(server.url, redirects).request({ method: "GET", path: "/me", response: UserInfo }),
    );
    const unreachable = clientFor(await closedPortUrl(), redirects);
    await failureOf(
      unreachable.request({ method: "GET", path: "/me", response: UserInfo, retry: false }),
    );
    expect(redirects.navigate).not.toHaveBeenCalled();
    expect(redirects.unauthorized).not.toHaveBeenCalled();
  });
});
