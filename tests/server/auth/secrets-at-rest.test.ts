import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../server/src/modules/notifications/raw-rows.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { DEMO_PASSWORD, login, newestMail, SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

/**
 * Mailed codes (password reset, one-time sign-in, invitation) exist in the mail only: the
 * database keeps them as hashes and the log never carries a code or a link with one.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.close());

/** Every row of every table of the database, as text. */
async function everyRowAsText(): Promise<string> {
  const tables = await server.ctx.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const dumped: string[] = [];
  for (const { table_name } of rowsOf<{ table_name: string }>(tables)) {
    const rows = await server.ctx.db.execute(
      sql`select t::text as row from ${sql.identifier(table_name)} t`,
    );
    for (const { row } of rowsOf<{ row: string }>(rows)) dumped.push(`${table_name}: ${row}`);
  }
  return dumped.join("\n");
}

/** One mail of each kind that carries a code; answers the codes. */
async function mailEveryKindOfCode(): Promise<string[]> {
  const call = (token: string | null, url: string, payload: object) =>
    server.call(token, { method: "POST", url, payload });
  expect((await call(null, "/v2/forgot-password", { email: "viewer@acme.test" })).statusCode).toBe(
    200,
  );
  const reset = await newestMail(server, "viewer@acme.test");
  expect(reset.kind).toBe("password-reset");

  const otp = await login(server, { username: "otp@acme.test", password: DEMO_PASSWORD });
  expect(otp.json().code).toBe("otp_required");
  const code = await newestMail(server, "otp@acme.test");
  expect(code.kind).toBe("one-time-code");

  const admin = (await server.sessionFor("admin@acme.test")).access;
  const invited = await call(admin, "/v2/register/user", {
    email: "grace@acme.test",
    firstname: "Grace",
    lastname: "Hopper",
    permissions: [],
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const invite = await newestMail(server, "grace@acme.test");
  expect(invite.kind).toBe("invite");

  return [reset.secret, code.secret, invite.secret].map((secret) => {
    expect(secret).toEqual(expect.any(String));
    return secret ?? "";
  });
}

describe("mailed codes at rest", () => {
  it("no table holds a mailed code in plain text; the outbox keeps the mail, code withheld", async () => {
    const codes = await mailEveryKindOfCode();
    const dump = await everyRowAsText();
    for (const code of codes) expect(dump).not.toContain(code);
    expect(dump).toMatch(/\/reset-password\/\[code withheld\]/);
    expect(dump).toMatch(/Your sign-in code is \[code withheld\]/);
    expect(dump).toMatch(/\/set-password\/\[code withheld\]/);
  });
});

const MAIN = fileURLToPath(new URL("../../../server/src/main.ts", import.meta.url));

/** The real server with its log on, in a child process: answers its URL and its output. */
async function loggingServer() {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: "memory://",
      CONDUIT_PORTAL_DIR: "",
      CONDUIT_DEV_MAILBOX: "on",
      CONDUIT_JWT_SECRET: "log-test-secret-of-at-least-thirty-two-characters",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      // The mailbox notice comes right after listening.
      if (match?.[1] !== undefined && output.includes("DEVELOPMENT MAILBOX ON")) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code}:\n${output}`));
    });
  });
  const exited = new Promise<string>((resolve) => child.once("exit", () => resolve(output)));
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return exited;
  };
  return { url, output: () => output, stop };
}

describe("the server log", () => {
  it(
    "never carries a code or a link with one, and prints the mailbox notice at start-up",
    async () => {
      const running = await loggingServer();
      try {
        const post = (path: string, body: object) =>
          fetch(`${running.url}${path}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body),
          });
        const mailbox = async (email: string) =>
          (
            (await (
              await fetch(`${running.url}/v2/dev/mailbox?email=${encodeURIComponent(email)}`)
            ).json()) as { secret: string }
          ).secret;
        expect((await post("/v2/forgot-password", { email: "viewer@acme.test" })).status).toBe(200);
        const resetCode = await mailbox("viewer@acme.test");
        expect(
          (await post("/v2/auth", { username: "otp@acme.test", password: DEMO_PASSWORD })).status,
        ).toBe(400);
        const otpCode = await mailbox("otp@acme.test");
        // The user opens the link and uses the codes.
        await fetch(`${running.url}/reset-password/${resetCode}`);
        await fetch(`${running.url}/set-password/${resetCode}?code=${otpCode}`);
        await post("/v2/verify-reset-password", { code: resetCode });
        const signedIn = await post("/v2/auth", {
          username: "otp@acme.test",
          password: DEMO_PASSWORD,
          otp_code: otpCode,
          method: "basic",
        });
        expect(signedIn.status, await signedIn.clone().text()).toBe(200);
        const log = await running.stop();
        expect(log).toContain("mail kept in the outbox");
        expect(log).toContain("/reset-password/[redacted]");
        expect(log).not.toContain(resetCode);
        expect(log).not.toContain(otpCode);
        expect(log).toContain("DEVELOPMENT MAILBOX ON");
      } finally {
        await running.stop();
      }
    },
    SERVER_START_TIMEOUT_MS * 2,
  );
});
