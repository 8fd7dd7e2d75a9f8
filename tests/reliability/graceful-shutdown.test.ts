import { readdir } from "node:fs/promises";
import { type ClientRequest, type IncomingMessage, request } from "node:http";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { signIn } from "./harness/api-client.ts";
import { scratchFolder, seededPgliteFolder } from "./harness/databases.ts";
import { type RunningServer, startServerProcess } from "./harness/server-processes.ts";

/**
 * SIGTERM, as an orchestrator or a rolling deploy sends it: the server stops accepting, lets
 * the request in flight finish (an upload whose last bytes arrive after the signal), closes
 * its database and exits 0. A request that would run past CONDUIT_SHUTDOWN_SECONDS is cut
 * off at that bound, leaves no partial file, and the process still exits 0.
 */
const TEMP_UPLOAD = "/v2/support/servicedesk/1/add-temp-attachment";
const BOUNDARY = "----conduit-shutdown-boundary";
const HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="capture.txt"\r\nContent-Type: text/plain\r\n\r\n`;
const FIRST = "x".repeat(256 * 1024);
const REST = "y".repeat(64 * 1024);
const TAIL = `\r\n--${BOUNDARY}--\r\n`;

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.kill();
  server = undefined;
});

async function startOnOwnDatabase(extra: Record<string, string> = {}) {
  const folder = await scratchFolder("shutdown");
  const uploads = join(folder, "uploads");
  server = await startServerProcess({
    DATABASE_URL: await seededPgliteFolder(folder),
    CONDUIT_UPLOAD_DIR: uploads,
    ...extra,
  });
  return { running: server, uploads };
}

const partialFiles = async (uploads: string) =>
  (await readdir(join(uploads, ".incoming")).catch(() => [])).filter((name) =>
    name.endsWith(".part"),
  );

/** An upload that has sent its head and first 256 KiB: answers once the file is arriving. */
async function uploadUnderway(origin: string, token: string, uploads: string) {
  const url = new URL(origin);
  const total = Buffer.byteLength(HEAD + FIRST + REST + TAIL);
  const req: ClientRequest = request({
    hostname: url.hostname,
    port: url.port,
    path: TEMP_UPLOAD,
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      "content-length": String(total),
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on("response", (response: IncomingMessage) => {
      let body = "";
      response.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      response.on("error", reject);
    });
    req.on("error", reject);
  });
  // Handled here: the second test expects it to fail before it looks.
  answer.catch(() => undefined);
  req.write(HEAD);
  req.write(FIRST);
  while ((await partialFiles(uploads)).length === 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { req, answer };
}

/** Waits until the server no longer takes new requests: refused, or the draining 503. */
async function stoppedAccepting(origin: string): Promise<string> {
  for (;;) {
    try {
      const response = await fetch(`${origin}/v2/info`);
      if (response.status === 503) return `503 ${JSON.stringify(await response.json())}`;
    } catch (error) {
      return `refused: ${error instanceof Error ? error.message : String(error)}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("SIGTERM", () => {
  it("stops accepting, finishes the upload in flight, and exits 0", async () => {
    const { running, uploads } = await startOnOwnDatabase();
    const { access } = await signIn(running.origin, "admin@acme.test");
    const upload = await uploadUnderway(running.origin, access, uploads);

    const ended = running.stop("SIGTERM");
    // Refused (fetch failed: ECONNREFUSED), or the draining 503 on a connection still open.
    expect(await stoppedAccepting(running.origin)).toMatch(/^refused: fetch failed|shutting down/);
    upload.req.end(REST + TAIL);
    const answer = await upload.answer;
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(answer.body).id).toEqual(expect.any(String));
    expect(await ended).toEqual({ code: 0, signal: null });
  });

  it("cuts off a request still running at CONDUIT_SHUTDOWN_SECONDS, leaving no file", async () => {
    const { running, uploads } = await startOnOwnDatabase({ CONDUIT_SHUTDOWN_SECONDS: "1" });
    const { access } = await signIn(running.origin, "admin@acme.test");
    const upload = await uploadUnderway(running.origin, access, uploads);

    // The rest of the body never comes: only the bound ends this request.
    expect(await running.stop("SIGTERM")).toEqual({ code: 0, signal: null });
    await expect(upload.answer).rejects.toThrow();
    expect(await partialFiles(uploads)).toEqual([]);
  });
});
