import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../../server/src/app.ts";
import { serverConfigFromEnv } from "../../../server/src/config.ts";
import type { ServerContext } from "../../../server/src/context.ts";
import type { Database } from "../../../server/src/db/database.ts";
import {
  decideDevMailbox,
  devMailboxNotice,
  isLoopback,
} from "../../../server/src/mail/dev-mailbox.ts";
import { DevMailboxMessage } from "../../../src/core/api/auth/dev-mailbox.ts";
import { decode } from "../../../src/core/api/decode.ts";
import { openPgliteSnapshot } from "../harness/database-snapshot.ts";
import { TEST_KEY_SET } from "../harness/test-keys.ts";
import { SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

/**
 * The development mailbox (GET /v2/dev/mailbox) hands out mailed codes, so it must be an explicit
 * opt-in, answer the loopback interface only, and never exist on PostgreSQL or on a server bound
 * to another interface. Each server here runs on its own in-memory PGlite (the mailbox's only
 * home), a copy of the run's snapshot, so the file runs in the PGlite project only
 * (`*.pglite.test.ts`); "PostgreSQL" is the same database reported as PostgreSQL, which is what
 * the server decides on.
 */

interface Booted {
  readonly app: FastifyInstance;
  readonly ctx: ServerContext;
  readonly database: Database;
}
const booted: Booted[] = [];

async function boot(
  env: Record<string, string>,
  kind?: Database["kind"],
  seed = true,
): Promise<FastifyInstance> {
  const config = serverConfigFromEnv({
    CONDUIT_PORTAL_DIR: "",
    CONDUIT_SIGNING_KEYS: TEST_KEY_SET,
    ...env,
  });
  // A copy of the run's snapshot: a new in-memory database would run initdb, seconds each.
  const snapshots = inject("databaseSnapshots").pglite;
  if (snapshots === null)
    throw new Error("no PGlite snapshot: this file runs in the server project");
  const opened = await openPgliteSnapshot(seed ? snapshots.seeded : snapshots.empty);
  const database = kind === undefined ? opened : { ...opened, kind };
  const { app, ctx } = await buildApp({ config: { ...config, uploadDir: null }, database, seed });
  await app.ready();
  booted.push({ app, ctx, database: opened });
  return app;
}

function ctxOf(app: FastifyInstance): ServerContext {
  const found = booted.find((entry) => entry.app === app);
  if (!found) throw new Error("not a booted server");
  return found.ctx;
}

let off: FastifyInstance;
let on: FastifyInstance;
let wideHost: FastifyInstance;
let onPostgres: FastifyInstance;
beforeAll(async () => {
  [off, on, wideHost, onPostgres] = await Promise.all([
    boot({}),
    boot({ CONDUIT_DEV_MAILBOX: "on" }),
    // No demo data (it costs a password hash per account): mail is sent directly.
    boot({ CONDUIT_DEV_MAILBOX: "on", HOST: "0.0.0.0" }, undefined, false),
    boot({ CONDUIT_DEV_MAILBOX: "on" }, "postgres", false),
  ]);
}, SERVER_START_TIMEOUT_MS * 2);
afterAll(async () => {
  for (const { app, database } of booted) {
    await app.close();
    await database.close();
  }
});

/** The attack: ask for a reset of someone else's account, then read the code. */
async function takeover(app: FastifyInstance, remoteAddress = "127.0.0.1") {
  const forgot = await app.inject({
    method: "POST",
    url: "/v2/forgot-password",
    payload: { email: "admin@acme.test" },
    remoteAddress,
  });
  expect(forgot.statusCode).toBe(200);
  await ctxOf(app).background.settled(); // the reset mail is written after the answer
  return app.inject({
    method: "GET",
    url: "/v2/dev/mailbox?email=admin@acme.test",
    remoteAddress,
  });
}

const documented = async (app: FastifyInstance) =>
  Object.keys((await app.inject({ method: "GET", url: "/v2/openapi.json" })).json().paths);

describe("the development mailbox is an explicit opt-in", () => {
  it("does not exist by default on the embedded database: no reset code for anyone", async () => {
    const response = await takeover(off);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: "Not found." });
    expect(await documented(off)).not.toContain("/v2/dev/mailbox");
  });

  it("when on, answers a loopback caller the newest mail with its code, uncached", async () => {
    const response = await takeover(on);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(decode(DevMailboxMessage, response.json()).ok).toBe(true);
    const mail = response.json();
    expect(mail.kind).toBe("password-reset");
    expect(mail.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.body).toContain(`/reset-password/${mail.secret}`);
    expect(await documented(on)).toContain("/v2/dev/mailbox");
  });

  it("when on, answers 404 for an address without mail and 400 without an address", async () => {
    const none = await on.inject({ method: "GET", url: "/v2/dev/mailbox?email=nobody@acme.test" });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: "No mail for this address." });
    expect((await on.inject({ method: "GET", url: "/v2/dev/mailbox" })).statusCode).toBe(400);
  });
});

describe("the development mailbox answers the loopback interface only", () => {
  it("answers a caller from another machine 404, as if it did not exist", async () => {
    for (const remoteAddress of ["203.0.113.7", "10.0.0.2", "::ffff:192.168.1.4", "fe80::1"]) {
      const response = await takeover(on, remoteAddress);
      expect(response.statusCode, remoteAddress).toBe(404);
      expect(response.json()).toEqual({ detail: "Not found." });
      // Not even the query is read for them.
      const bare = await on.inject({ method: "GET", url: "/v2/dev/mailbox", remoteAddress });
      expect(bare.statusCode).toBe(404);
    }
  });

  it("answers 404 to a request a proxy on this machine forwarded, whatever it claims", async () => {
    for (const headers of [
      { "x-forwarded-for": "127.0.0.1" },
      { forwarded: "for=127.0.0.1" },
      { "x-forwarded-for": "203.0.113.7" },
    ]) {
      const response = await on.inject({
        method: "GET",
        url: "/v2/dev/mailbox?email=admin@acme.test",
        headers,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it("knows the loopback addresses and nothing else", () => {
    for (const address of ["127.0.0.1", "127.8.0.1", "::1", "::ffff:127.0.0.1", "localhost"]) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of ["0.0.0.0", "::", "10.0.0.1", "::ffff:10.0.0.1", "1::1", "example.com"]) {
      expect(isLoopback(address), address).toBe(false);
    }
    expect(isLoopback(undefined)).toBe(false);
  });
});

/** A server without demo data: mail a code directly, then ask the mailbox for it. */
async function mailedThenAsked(app: FastifyInstance) {
  await ctxOf(app).mailer.send({
    to: "admin@acme.test",
    subject: "Your sign-in code",
    body: "Your sign-in code is 123456.",
    kind: "one-time-code",
    secret: "123456",
  });
  return app.inject({ method: "GET", url: "/v2/dev/mailbox?email=admin@acme.test" });
}

describe("the development mailbox never exists, whatever is set", () => {
  it("on a server bound to another interface", async () => {
    expect((await mailedThenAsked(wideHost)).statusCode).toBe(404);
    expect(await documented(wideHost)).not.toContain("/v2/dev/mailbox");
  });

  it("on PostgreSQL", async () => {
    expect((await mailedThenAsked(onPostgres)).statusCode).toBe(404);
    expect(await documented(onPostgres)).not.toContain("/v2/dev/mailbox");
  });

  it("says so at start-up: a notice while on, and why a request for it was refused", () => {
    const asked = { devMailbox: true, host: "127.0.0.1" };
    expect(decideDevMailbox(asked, "pglite-file")).toEqual({ on: true });
    expect(devMailboxNotice(asked, "pglite-memory")).toMatch(/DEVELOPMENT MAILBOX ON/);
    expect(devMailboxNotice(asked, "postgres")).toMatch(/ignored.*PostgreSQL/);
    expect(devMailboxNotice({ devMailbox: true, host: "0.0.0.0" }, "pglite-file")).toMatch(
      /ignored.*HOST 0\.0\.0\.0/,
    );
    expect(devMailboxNotice({ devMailbox: false, host: "127.0.0.1" }, "pglite-file")).toBeNull();
  });
});
