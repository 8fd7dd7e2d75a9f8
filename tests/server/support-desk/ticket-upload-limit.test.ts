import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalFolderStorage } from "../../../server/src/storage/local-folder-storage.ts";
import { ActivityPage, TICKET_LIST } from "../../../src/core/api/support/index.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { type FormPart, formBody, supportCalls } from "./support-desk-kit.ts";

// The support desk's own upload routes with the limit lowered by configuration, as an
// operator would set CONDUIT_UPLOAD_MAX_BYTES.
const LIMIT = 1024;
const ADMIN = "admin@acme.test";

let server: TestServer;
const { read, call } = supportCalls(() => server);

beforeAll(async () => {
  server = await startTestServer({ CONDUIT_UPLOAD_MAX_BYTES: String(LIMIT) });
});
afterAll(() => server.close());

const storedFiles = async () => {
  const storage = server.ctx.storage;
  if (!(storage instanceof LocalFolderStorage)) throw new Error("expected a local folder");
  const entries = await readdir(storage.folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
};
const upload = (url: string, parts: FormPart[]) =>
  call(ADMIN, { method: "POST", url, ...formBody(parts) });
const text = (bytes: number) => "x".repeat(bytes);

describe("uploads over the configured limit", () => {
  it("a temporary attachment answers 413 and leaves no partial file", async () => {
    const before = await storedFiles();
    const over = await upload("/support/servicedesk/1/add-temp-attachment", [
      { field: "file", filename: "trace.txt", content: text(LIMIT + 1) },
    ]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toHaveProperty("detail");
    expect(await storedFiles()).toBe(before);

    const exact = await upload("/support/servicedesk/1/add-temp-attachment", [
      { field: "file", filename: "trace.txt", content: text(LIMIT) },
    ]);
    expect(exact.statusCode, exact.body).toBe(201);
    expect(await storedFiles()).toBe(before + 1);
  });

  it("a reply with one file over the limit answers 413, stores no file and adds nothing", async () => {
    const key =
      (await read(TICKET_LIST.response, ADMIN, "/support/tickets?status=in_progress&limit=1"))
        .results[0]?.id ?? "";
    const feed = async () =>
      (await read(ActivityPage, ADMIN, `/support/tickets/${key}/activity?limit=100`)).count;
    const [entries, files] = [await feed(), await storedFiles()];
    const response = await upload(`/support/tickets/${key}/activity`, [
      { field: "comment", content: "Two captures attached." },
      { field: "files", filename: "small.txt", content: text(10) },
      { field: "files", filename: "large.txt", content: text(LIMIT * 4) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(await storedFiles()).toBe(files);
    expect(await feed()).toBe(entries);
  });
});
