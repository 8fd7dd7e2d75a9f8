import type { TestServer } from "../harness/test-server.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

export const INVITEE_PASSWORD = "a long enough password";

/**
 * Calls of the invite tests, on the file's server (read when called: it starts in beforeAll).
 * Tokens are minted per call because these tests move the clock past their lifetime.
 */
export function inviteCalls(server: () => TestServer) {
  async function as(email: string, method: Method, url: string, payload?: object) {
    const token = (await server().sessionFor(email)).access;
    const response = await server().call(token, {
      method,
      url: `/v2${url}`,
      ...(payload ? { payload } : {}),
    });
    return {
      status: response.statusCode,
      body: response.body === "" ? undefined : response.json(),
    };
  }
  const admin = (method: Method, url: string, payload?: object) =>
    as("admin@acme.test", method, url, payload);
  async function publicCall(url: string, payload: object) {
    const response = await server().call(null, { method: "POST", url: `/v2${url}`, payload });
    return { status: response.statusCode, body: response.json() };
  }
  return {
    as,
    admin,
    publicCall,
    /** Alice (admin@acme.test) invites Ada under the given address. */
    invite: (email: string, extra: object = {}) =>
      admin("POST", "/register/user", {
        email,
        firstname: "Ada",
        lastname: "Lovelace",
        permissions: [],
        ...extra,
      }),
    setPassword: (code: string, password = INVITEE_PASSWORD, confirm = password) =>
      publicCall("/register/user/set-password", { code, password, confirm_password: confirm }),
  };
}
