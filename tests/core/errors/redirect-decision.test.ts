import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  abortedFailure,
  decideRedirect,
  decideUserInfoFailure,
  ERROR_ROUTES,
  httpFailure,
  networkFailure,
  type RedirectContext,
  timeoutFailure,
} from "../../../src/core/errors/index.ts";

const signedIn: RedirectContext = {
  isAuthenticatedCall: true,
  isSigningOut: false,
  redirectOn403: true,
  isDev: false,
};

describe("decideRedirect", () => {
  it("names the public error pages by their routes", () => {
    expect(ERROR_ROUTES).toEqual({
      SIGN_OUT: "/sign-out",
      NO_PERMISSIONS: "/no-permissions",
      UNDER_MAINTENANCE: "/under-maintenance",
      ERROR: "/error",
    });
  });

  it("signs the user out on a 401 from an authenticated call", () => {
    expect(decideRedirect(httpFailure(401), signedIn)).toBe("/sign-out");
  });

  it("does not sign out twice, nor on a 401 from an unauthenticated call such as sign-in", () => {
    expect(decideRedirect(httpFailure(401), { ...signedIn, isSigningOut: true })).toBeNull();
    expect(
      decideRedirect(httpFailure(401), { ...signedIn, isAuthenticatedCall: false }),
    ).toBeNull();
  });

  it("sends a 403 to no-permissions unless the caller disabled it", () => {
    expect(decideRedirect(httpFailure(403), signedIn)).toBe("/no-permissions");
    expect(decideRedirect(httpFailure(403), { ...signedIn, redirectOn403: false })).toBeNull();
  });

  it("sends a 503 to under-maintenance, for any call", () => {
    expect(decideRedirect(httpFailure(503), signedIn)).toBe("/under-maintenance");
    expect(decideRedirect(httpFailure(503), { ...signedIn, isAuthenticatedCall: false })).toBe(
      "/under-maintenance",
    );
  });

  it("sends a request without a response but with code 500 to the error page outside dev", () => {
    expect(decideRedirect(networkFailure(500), signedIn)).toBe("/error");
    expect(decideRedirect(timeoutFailure({ code: 500 }), signedIn)).toBe("/error");
    expect(decideRedirect(networkFailure(500), { ...signedIn, isDev: true })).toBeNull();
  });

  it("stays put for other no-response failures, aborts and other statuses", () => {
    expect(decideRedirect(networkFailure(), signedIn)).toBeNull();
    expect(decideRedirect(networkFailure(502), signedIn)).toBeNull();
    expect(decideRedirect(timeoutFailure({ timeoutMs: 30_000 }), signedIn)).toBeNull();
    expect(decideRedirect(abortedFailure(), signedIn)).toBeNull();
    for (const status of [400, 404, 409, 413, 429, 500, 502]) {
      expect(decideRedirect(httpFailure(status), signedIn)).toBeNull();
    }
  });

  it("only ever redirects to one of the error routes", () => {
    const routes: unknown[] = Object.values(ERROR_ROUTES);
    const failure = fc.oneof(
      fc.integer({ min: 100, max: 599 }).map((status) => httpFailure(status)),
      fc.option(fc.integer({ min: 0, max: 599 }), { nil: undefined }).map(networkFailure),
      fc
        .option(fc.integer({ min: 0, max: 599 }), { nil: undefined })
        .map((code) => timeoutFailure(code === undefined ? {} : { code })),
      fc.constant(abortedFailure()),
    );
    const context = fc.record({
      isAuthenticatedCall: fc.boolean(),
      isSigningOut: fc.boolean(),
      redirectOn403: fc.boolean(),
      isDev: fc.boolean(),
    });
    fc.assert(
      fc.property(failure, context, (anyFailure, anyContext) => {
        const route = decideRedirect(anyFailure, anyContext);
        if (route !== null) expect(routes).toContain(route);
        if (anyFailure.kind === "aborted") expect(route).toBeNull();
      }),
    );
  });
});

describe("decideUserInfoFailure", () => {
  it("goes to the error page on a 500 and fetches again on anything else", () => {
    expect(decideUserInfoFailure(httpFailure(500))).toBe("error-page");
    expect(decideUserInfoFailure(httpFailure(502))).toBe("retry");
    expect(decideUserInfoFailure(networkFailure())).toBe("retry");
    expect(decideUserInfoFailure(timeoutFailure({ timeoutMs: 10_000 }))).toBe("retry");
  });

  it("ignores a load the caller aborted", () => {
    expect(decideUserInfoFailure(abortedFailure())).toBe("ignore");
  });
});
