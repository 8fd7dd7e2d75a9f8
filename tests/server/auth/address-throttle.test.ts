import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADDRESS_LOCKOUT_AFTER_FAILURES,
  recordLoginAttempt,
} from "../../../server/src/auth/login-throttle.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { DEMO_PASSWORD, SERVER_START_TIMEOUT_MS, WRONG_PASSWORD } from "./auth-test-kit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

function signInFrom(address: string, username: string, password: string) {
  return server.call(null, {
    method: "POST",
    url: "/v2/auth",
    payload: { username, password },
    remoteAddress: address,
  });
}

describe("the per-address sign-in throttle on IPv6", () => {
  it("counts a /64 as one client, whichever of its addresses each try comes from", async () => {
    // A spray that takes a new address of its /64 for every try, accounts one try each.
    for (let n = 0; n < ADDRESS_LOCKOUT_AFTER_FAILURES - 1; n++) {
      await recordLoginAttempt(
        server.ctx,
        `sprayed-${n}@acme.test`,
        false,
        `2001:db8:41:7::${n + 1}`,
      );
    }
    const last = await signInFrom("2001:db8:41:7:aaaa::1", "nobody@acme.test", WRONG_PASSWORD);
    expect(last.statusCode, last.body).toBe(400);

    const blocked = await signInFrom("2001:db8:41:7:ffff::9", "viewer@acme.test", DEMO_PASSWORD);
    expect(blocked.statusCode, blocked.body).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);

    const nextPrefix = await signInFrom("2001:db8:41:8::1", "viewer@acme.test", DEMO_PASSWORD);
    expect(nextPrefix.statusCode, nextPrefix.body).toBe(200);
  });

  it("counts an IPv4-mapped address as its IPv4 address", async () => {
    for (let n = 0; n < ADDRESS_LOCKOUT_AFTER_FAILURES; n++) {
      await recordLoginAttempt(server.ctx, `mapped-${n}@acme.test`, false, "::ffff:198.51.100.41");
    }
    const blocked = await signInFrom("198.51.100.41", "viewer@acme.test", DEMO_PASSWORD);
    expect(blocked.statusCode, blocked.body).toBe(429);
    const neighbour = await signInFrom("198.51.100.42", "viewer@acme.test", DEMO_PASSWORD);
    expect(neighbour.statusCode, neighbour.body).toBe(200);
  });
});
