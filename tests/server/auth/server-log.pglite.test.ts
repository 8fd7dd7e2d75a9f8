import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { seededPgliteFolder } from "../harness/test-database.ts";
import { DEMO_PASSWORD, SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

/**
 * The log of the real server, in a child process with its log on, never carries a mailed code or
 * a link with one, and says at start-up that the development mailbox is on. The server runs on
 * an embedded database in a folder, a copy of the run's seeded snapshot (the mailbox lives on
 * PGlite only, and a new database would run initdb and the migrations first): a PGlite-only
 * file (`*.pglite.test.ts`).
 */

const MAIN = fileURLToPath(new URL("../../../server/src/main.ts", import.meta.url));

/** The real server with its log on, in a child process: answers its URL and its output. */
async function loggingServer() {
  const folder = await mkdtemp(join(tmpdir(), "conduit-server-log-"));
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? "",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: await seededPgliteFolder(folder),
      CONDUIT_PORTAL_DIR: "",
      CONDUIT_DEV_MAILBOX: "on",
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
  const exited = new Promise<string>((resolve) => child.once("exit", () => resolve(output))).then(
    async (log) => {
      await rm(folder, { recursive: true, force: true });
      return log;
    },
  );
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return exited;
  };
  return { url, output: () => output, stop };
}

/** How long a mail written after the answer may take on a loaded machine (polled). */
const MAIL_WAIT = { timeout: 10_000, interval: 50 };

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
        // The reset mail is written after the answer (issue 41): wait for it to be there.
        const mailbox = (email: string, kind: string) =>
          vi.waitFor(async () => {
            const query = new URLSearchParams({ email, kind });
            const response = await fetch(`${running.url}/v2/dev/mailbox?${query}`);
            expect(response.status).toBe(200);
            return ((await response.json()) as { secret: string }).secret;
          }, MAIL_WAIT);
        expect((await post("/v2/forgot-password", { email: "viewer@acme.test" })).status).toBe(200);
        const resetCode = await mailbox("viewer@acme.test", "password-reset");
        expect(
          (await post("/v2/auth", { username: "otp@acme.test", password: DEMO_PASSWORD })).status,
        ).toBe(400);
        const otpCode = await mailbox("otp@acme.test", "one-time-code");
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
