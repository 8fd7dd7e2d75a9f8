import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionCodes } from "../../../server/src/db/schema.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { SERVER_START_TIMEOUT_MS } from "./auth-test-kit.ts";

// The server's background jobs wait here until the test lets them run.
const held: Array<() => void> = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { scheduleJob: (run) => held.push(run) });
  // What the server starts with (the first webhook sweep) runs before the test counts jobs.
  await server.app.ready();
  for (const run of held.splice(0)) run();
  await server.ctx.background.settled();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  for (const run of held.splice(0)) run();
  await server?.close();
});

const ask = (email: string) =>
  server.app.inject({ method: "POST", url: "/v2/forgot-password", payload: { email } });

async function resetCodesOf(email: string): Promise<number> {
  const [row] = await server.ctx.db
    .select({ codes: count() })
    .from(actionCodes)
    .where(and(eq(actionCodes.userId, await server.userId(email)), eq(actionCodes.kind, "reset")));
  return row?.codes ?? 0;
}

/** What a caller can see of an answer, apart from its request id and date. */
function visible(answer: Awaited<ReturnType<typeof ask>>) {
  const { "x-request-id": _id, date: _date, ...headers } = answer.headers;
  return { status: answer.statusCode, headers, body: answer.body };
}

describe("POST /v2/forgot-password answers before any work on the address (issue 41)", () => {
  it("answers a known and an unknown address alike, each with one job still to run", async () => {
    const codesBefore = await resetCodesOf("viewer@acme.test");
    const known = await ask("viewer@acme.test");
    // The answer is out while the job waits: nothing was looked up for it, nothing written.
    expect(held).toHaveLength(1);
    expect(await resetCodesOf("viewer@acme.test")).toBe(codesBefore);
    expect(server.mail.newest("viewer@acme.test")).toBeUndefined();

    const unknown = await ask("nobody@acme.test");
    expect(held).toHaveLength(2);
    expect(known.statusCode).toBe(200);
    expect(visible(unknown)).toEqual(visible(known));

    for (const run of held.splice(0)) run();
    await server.ctx.background.settled();
    expect(await resetCodesOf("viewer@acme.test")).toBe(codesBefore + 1);
    expect(server.mail.newest("viewer@acme.test", "password-reset")?.secret).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
    expect(server.mail.newest("nobody@acme.test")).toBeUndefined();
  });
});
