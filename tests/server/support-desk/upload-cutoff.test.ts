import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadRequestLimit } from "../../../server/src/uploads/request-size.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";

/**
 * Oversized uploads over a real socket: refused on the Content-Length header before the body
 * is read, and a body without a length is cut off at the limit instead of being read to the
 * end. The limit is lowered to 1 MiB as an operator would set CONDUIT_UPLOAD_MAX_BYTES.
 */
const LIMIT = 1024 * 1024;
const URL_PATH = "/v2/support/servicedesk/1/add-temp-attachment";
const BOUNDARY = "conduit-cutoff-test";

let server: TestServer;
let port = 0;
let token = "";
beforeAll(async () => {
  server = await startTestServer({ CONDUIT_UPLOAD_MAX_BYTES: String(LIMIT) });
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const address = server.app.server.address();
  port = typeof address === "object" && address !== null ? address.port : 0;
  token = (await server.sessionFor("admin@acme.test")).access;
}, 60_000);
afterAll(() => server?.close());

describe("an upload over the limit", () => {
  it("is refused on its honest Content-Length (1 GiB + 1 byte) before any body byte is sent", async () => {
    const declared = 1024 ** 3 + 1;
    expect(declared).toBeGreaterThan(uploadRequestLimit({ uploadMaxBytes: LIMIT }));
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          [
            `POST ${URL_PATH} HTTP/1.1`,
            "Host: 127.0.0.1",
            `Authorization: Bearer ${token}`,
            `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
            `Content-Length: ${declared}`,
            "",
            "",
          ].join("\r\n"),
        );
      });
      let received = "";
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`no answer without the body; got: ${received}`));
      }, 10_000);
      socket.on("data", (chunk) => {
        received += chunk.toString("latin1");
      });
      // The server answers and closes the connection: the body is never asked for.
      socket.on("close", () => {
        clearTimeout(timer);
        resolve(received);
      });
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(answer).toContain('"code":"too-large"');
  });

  it("is cut off at the limit when it comes without a length, with memory bounded", async () => {
    const planned = 256 * 1024 * 1024; // what the client would send if it were let
    const chunk = Buffer.alloc(64 * 1024, "x");
    const heapBefore = process.memoryUsage().heapUsed;
    const result = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      let status = 0;
      let stopped = false;
      const req = httpRequest({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: URL_PATH,
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          "transfer-encoding": "chunked",
        },
      });
      const finish = () => {
        if (stopped) return;
        stopped = true;
        resolve({ status, sent });
      };
      req.on("response", (response) => {
        status = response.statusCode ?? 0;
        response.resume();
        response.on("end", finish);
      });
      req.on("error", (error: NodeJS.ErrnoException) => {
        // The server closing the connection under the client's writes is the cut-off.
        if (status !== 0 || error.code === "EPIPE" || error.code === "ECONNRESET") finish();
        else reject(error);
      });
      req.write(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="trace.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      );
      const pump = () => {
        while (!stopped && status === 0 && sent < planned) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once("drain", pump);
            return;
          }
        }
        if (sent >= planned && !stopped) req.end(`\r\n--${BOUNDARY}--\r\n`);
      };
      pump();
    });
    expect(result.status).toBe(413);
    // Socket buffers on both sides let a few MiB more through, never the whole body.
    expect(result.sent).toBeLessThan(32 * 1024 * 1024);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
  });
});
