import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { supportCalls } from "../support-desk/support-desk-kit.ts";

// Issue 41: these bodies used to answer 500 "A server error occurred.".
let server: TestServer;
const { call } = supportCalls(() => server);
const ADMIN = "admin@acme.test";
const BOUNDARY = "----conduit-malformed-5e1b";
const FORM = `multipart/form-data; boundary=${BOUNDARY}`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** One part with the given headers, posted as a temporary attachment. */
const send = (partHeaders: string, contentType = FORM) =>
  call(ADMIN, {
    method: "POST",
    url: "/support/servicedesk/1/add-temp-attachment",
    payload: Buffer.from(`--${BOUNDARY}\r\n${partHeaders}\r\n\r\nbytes\r\n--${BOUNDARY}--\r\n`),
    headers: { "content-type": contentType },
  });

describe("malformed multipart uploads answer 400 in the contract's body", () => {
  it("refuses a file part without a filename as a file without a name", async () => {
    const response = await send(
      'Content-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: "A file without a name cannot be uploaded.",
      code: "empty-name",
    });
  });

  it("refuses a file with an empty name", async () => {
    const response = await send(
      'Content-Disposition: form-data; name="file"; filename=""\r\nContent-Type: text/plain',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "empty-name" });
  });

  it("refuses a multipart content type without a boundary, or with the wrong one", async () => {
    const file = 'Content-Disposition: form-data; name="file"; filename="mtr.txt"';
    for (const contentType of ["multipart/form-data", "multipart/form-data; boundary=other"]) {
      const response = await send(file, contentType);
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json()).toEqual({ detail: "The multipart/form-data body is malformed." });
    }
  });
});
