import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalFolderStorage } from "../../../server/src/storage/local-folder-storage.ts";
import {
  ActivityPage,
  ActivityPostResult,
  TempAttachment,
  TICKET_LIST,
  TicketDetail,
  TicketTypeList,
} from "../../../src/core/api/support/index.ts";
import { expectValid } from "../../core/api/expect-decode.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { type FormPart, formBody, supportCalls } from "./support-desk-kit.ts";

let server: TestServer;
const { read, get, post, call, forgetTokens } = supportCalls(() => server);
const ADMIN = "admin@acme.test";
const HOUR = 60 * 60 * 1000;
const MTR = "HOST: lon1-cpe  Loss%  Snt  Last\n  1.|-- 10.0.0.1  0.0%  10  0.4\n";
const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

let billingType = "";

beforeAll(async () => {
  server = await startTestServer();
  const types = await read(TicketTypeList, ADMIN, "/support/ticket-types");
  billingType = types.results.find((type) => type.name === "Billing question")?.id ?? "";
});
afterAll(() => server.close());

const upload = (email: string, url: string, parts: FormPart[]) =>
  call(email, { method: "POST", url, ...formBody(parts) });
const tempUpload = (email: string, name: string, content: string, desk = "1") =>
  upload(email, `/support/servicedesk/${desk}/add-temp-attachment`, [
    { field: "file", filename: name, content },
  ]);
const storedFiles = async () => {
  const storage = server.ctx.storage;
  if (!(storage instanceof LocalFolderStorage)) throw new Error("expected a local folder");
  const entries = await readdir(storage.folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
};
const newTicket = async (attachments: string[] = []) => {
  const response = await post(ADMIN, "/support/request", {
    request_type: billingType,
    summary: "Invoice query with files",
    description: "See the attached statement.",
    attachments,
  });
  return response;
};

describe("temporary attachments, attached on create", () => {
  it("uploads a file, attaches it to a new ticket and downloads it back", async () => {
    const uploaded = await tempUpload(ADMIN, "mtr-lon1.txt", MTR);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const temp = expectValid(TempAttachment, uploaded.json());
    expect(temp).toMatchObject({ name: "mtr-lon1.txt", size: Buffer.byteLength(MTR) });
    expect(Date.parse(temp.expires) - server.ctx.now().getTime()).toBeGreaterThan(23 * HOUR);

    const created = await newTicket([temp.id]);
    expect(created.statusCode, created.body).toBe(201);
    const ticket = expectValid(TicketDetail, created.json());
    expect(ticket.attachments).toEqual([
      expect.objectContaining({
        id: temp.id,
        name: "mtr-lon1.txt",
        content_type: "text/plain; charset=utf-8",
      }),
    ]);
    const feed = await read(ActivityPage, ADMIN, `/support/tickets/${ticket.id}/activity`);
    expect(feed.results.map((entry) => entry.kind)).toEqual(["attachment"]);

    const download = await get(ADMIN, `/support/tickets/${ticket.id}/attachments/${temp.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(MTR);
    expect(download.headers["content-disposition"]).toContain('filename="mtr-lon1.txt"');
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(
      (await get("viewer@acme.test", `/support/tickets/${ticket.id}/attachments/${temp.id}`))
        .statusCode,
    ).toBe(200);
  });

  it("uses a temporary attachment once, by its uploader, before it expires", async () => {
    const first = expectValid(TempAttachment, (await tempUpload(ADMIN, "one.txt", "one")).json());
    expect((await newTicket([first.id])).statusCode).toBe(201);
    const reused = await newTicket([first.id]);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toHaveProperty("attachments");

    const theirs = expectValid(
      TempAttachment,
      (await tempUpload("support@acme.test", "two.txt", "two")).json(),
    );
    expect((await newTicket([theirs.id])).statusCode).toBe(400);

    const late = expectValid(
      TempAttachment,
      (await tempUpload(ADMIN, "three.txt", "three")).json(),
    );
    server.advance(25 * HOUR);
    forgetTokens(); // the access tokens issued before the jump have expired too
    expect((await newTicket([late.id])).statusCode).toBe(400);
    const before = await storedFiles();
    // The next upload clears expired temporary files, bytes included.
    await tempUpload(ADMIN, "four.txt", "four");
    expect(await storedFiles()).toBeLessThanOrEqual(before);
  });

  it("refuses blocked and disguised files with 400, leaving nothing stored", async () => {
    const before = await storedFiles();
    const blocked = await tempUpload(ADMIN, "setup.exe", "MZ...");
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({ code: "blocked-extension" });
    const double = await tempUpload(ADMIN, "invoice.pdf.js", "alert(1)");
    expect(double.statusCode).toBe(400);
    const disguised = await tempUpload(ADMIN, "statement.pdf", "MZ\x90\x00\x03\x00");
    expect(disguised.statusCode).toBe(400);
    expect(await storedFiles()).toBe(before);
  });

  it("takes one file on the one service desk, as multipart only", async () => {
    expect((await tempUpload(ADMIN, "a.txt", "a", "2")).statusCode).toBe(404);
    const two = await upload(ADMIN, "/support/servicedesk/1/add-temp-attachment", [
      { field: "file", filename: "a.txt", content: "a" },
      { field: "file", filename: "b.txt", content: "b" },
    ]);
    expect(two.statusCode).toBe(400);
    const none = await upload(ADMIN, "/support/servicedesk/1/add-temp-attachment", [
      { field: "note", content: "no file" },
    ]);
    expect(none.statusCode).toBe(400);
    const json = await post(ADMIN, "/support/servicedesk/1/add-temp-attachment", { file: "x" });
    expect(json.statusCode).toBe(415);
  });
});

describe("POST /v2/support/tickets/{id}/activity (multipart)", () => {
  const someTicket = async () =>
    (await read(TICKET_LIST.response, ADMIN, "/support/tickets?status=in_progress&limit=1"))
      .results[0]?.id ?? "";

  it("adds a comment with its files as one entry", async () => {
    const key = await someTicket();
    const response = await upload(ADMIN, `/support/tickets/${key}/activity`, [
      { field: "comment", content: "Statement and capture attached." },
      { field: "files", filename: "statement.pdf", content: PDF, type: "application/pdf" },
      { field: "files", filename: "notes.txt", content: "notes" },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { entries } = expectValid(ActivityPostResult, response.json());
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    if (entry?.kind !== "comment") throw new Error("expected a comment entry");
    expect(entry.comment.body).toBe("Statement and capture attached.");
    expect(entry.comment.attachments.map((file) => [file.name, file.content_type])).toEqual([
      ["statement.pdf", "application/pdf"],
      ["notes.txt", "text/plain; charset=utf-8"],
    ]);
    const pdf = entry.comment.attachments[0];
    const download = await get(ADMIN, `/support/tickets/${key}/attachments/${pdf?.id}`);
    expect(download.body).toBe(PDF);
    const detail = await read(TicketDetail, ADMIN, `/support/tickets/${key}`);
    expect(detail.attachments.map((file) => file.id)).toEqual(expect.arrayContaining([pdf?.id]));
    expect(detail.updated).toBe(entry.created);
  });

  it("adds files without a comment as one entry each", async () => {
    const key = await someTicket();
    const response = await upload(ADMIN, `/support/tickets/${key}/activity`, [
      { field: "file", filename: "a.txt", content: "a" },
      { field: "file", filename: "b.txt", content: "b" },
    ]);
    expect(response.statusCode).toBe(201);
    const { entries } = expectValid(ActivityPostResult, response.json());
    expect(entries.map((entry) => entry.kind)).toEqual(["attachment", "attachment"]);
  });

  it("refuses an empty post, and a post with one refused file stores none of them", async () => {
    const key = await someTicket();
    const empty = await upload(ADMIN, `/support/tickets/${key}/activity`, [
      { field: "comment", content: "  " },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty("comment");
    const before = await storedFiles();
    const feedBefore = (await read(ActivityPage, ADMIN, `/support/tickets/${key}/activity`)).count;
    const mixed = await upload(ADMIN, `/support/tickets/${key}/activity`, [
      { field: "comment", content: "Two files" },
      { field: "file", filename: "good.txt", content: "fine" },
      { field: "file", filename: "bad.bat", content: "del *" },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(await storedFiles()).toBe(before);
    expect((await read(ActivityPage, ADMIN, `/support/tickets/${key}/activity`)).count).toBe(
      feedBefore,
    );
    const tooLong = await upload(ADMIN, `/support/tickets/${key}/activity`, [
      { field: "comment", content: "x".repeat(32_001) },
      { field: "file", filename: "c.txt", content: "c" },
    ]);
    expect(tooLong.statusCode).toBe(400);
    expect(await storedFiles()).toBe(before);
    expect(
      (await post(ADMIN, `/support/tickets/${key}/activity`, { comment: "json" })).statusCode,
    ).toBe(415);
  });

  it("never serves a file to another company or under another ticket", async () => {
    const key = await someTicket();
    const response = await upload(ADMIN, `/support/tickets/${key}/activity`, [
      { field: "file", filename: "secret.txt", content: "acme only" },
    ]);
    const entry = expectValid(ActivityPostResult, response.json()).entries[0];
    if (entry?.kind !== "attachment") throw new Error("expected an attachment entry");
    const id = entry.attachment.id;
    expect(
      (await get("admin@globex.test", `/support/tickets/${key}/attachments/${id}`)).statusCode,
    ).toBe(404);
    const other = (
      await read(TICKET_LIST.response, ADMIN, "/support/tickets?status=closed&limit=1")
    ).results[0]?.id;
    expect((await get(ADMIN, `/support/tickets/${other}/attachments/${id}`)).statusCode).toBe(404);
    expect((await get(ADMIN, `/support/tickets/${key}/attachments/abc`)).statusCode).toBe(404);
    const globexKey = (
      await read(TICKET_LIST.response, "admin@globex.test", "/support/tickets?limit=1")
    ).results[0]?.id;
    expect(
      (await get("admin@globex.test", `/support/tickets/${globexKey}/attachments/${id}`))
        .statusCode,
    ).toBe(404);
  });
});
