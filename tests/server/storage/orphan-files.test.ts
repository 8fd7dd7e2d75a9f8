import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LocalFolderStorage } from "../../../server/src/storage/local-folder-storage.ts";
import {
  keepUploadsTidy,
  sweepOrphanFiles,
  sweepOrphanObjects,
} from "../../../server/src/storage/orphan-files.ts";
import { S3Storage } from "../../../server/src/storage/s3-storage.ts";
import { startS3TestServer } from "../harness/s3-test-server.ts";
import { startTestServer, type TestServer } from "../harness/test-server.ts";
import { formBody } from "../support-desk/support-desk-kit.ts";

/**
 * The sweep of files a crash leaves behind (a half-received upload, a stored file whose row was
 * never committed): it deletes those untouched since the cutoff and keeps every file a row
 * refers to. tests/reliability/crash-mid-upload.test.ts kills a real server for the same.
 */
let server: TestServer;
let storage: LocalFolderStorage;

beforeAll(async () => {
  server = await startTestServer();
  if (!(server.ctx.storage instanceof LocalFolderStorage)) throw new Error("expected a folder");
  storage = server.ctx.storage;
});
afterAll(() => server.close());

/** A file uploaded through the support desk's route: a row refers to its key. */
async function uploadReferenced(on: TestServer): Promise<void> {
  const { access } = await on.sessionFor("admin@acme.test");
  const form = formBody([{ field: "file", filename: "kept.txt", content: "referenced" }]);
  const response = await on.call(access, {
    method: "POST",
    url: "/v2/support/servicedesk/1/add-temp-attachment",
    ...form,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function uploadedKey(): Promise<string> {
  await uploadReferenced(server);
  const [key] = await storedKeys();
  if (!key) throw new Error("the upload stored no file");
  return key;
}

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for (const shard of await readdir(storage.folder)) {
    if (/^[0-9a-f]{2}$/.test(shard)) keys.push(...(await readdir(join(storage.folder, shard))));
  }
  return keys.sort();
}

async function leftovers(): Promise<{ orphan: string }> {
  const orphan = "ab".padEnd(32, "0");
  await mkdir(join(storage.folder, "ab"), { recursive: true });
  await writeFile(join(storage.folder, "ab", orphan), "no row refers to me");
  await mkdir(join(storage.folder, ".incoming"), { recursive: true });
  await writeFile(join(storage.folder, ".incoming", `${"cd".padEnd(32, "1")}.part`), "half");
  return { orphan };
}

describe("sweeping files left by interrupted uploads", () => {
  it("keeps recent leftovers: another process may still be writing them", async () => {
    const kept = await uploadedKey();
    const { orphan } = await leftovers();
    expect(await sweepOrphanFiles(server.ctx, storage, Date.now() - 10 * 60 * 1000)).toBe(0);
    expect(await storedKeys()).toEqual([kept, orphan].sort());
  });

  it("deletes older leftovers and keeps every file a row refers to", async () => {
    const [kept] = (await storedKeys()).filter((key) => !key.startsWith("ab0"));
    expect(await sweepOrphanFiles(server.ctx, storage, Date.now() + 1000)).toBe(2);
    expect(await storedKeys()).toEqual([kept]);
    expect(await readdir(join(storage.folder, ".incoming"))).toEqual([]);
  });
});

describe("the sweeps of a server on a shared PostgreSQL", () => {
  it("take a crash's partial file once the grace has passed since start-up, not an hour later", async () => {
    const MINUTE = 60 * 1000;
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    });
    const app = Fastify();
    try {
      const started = Date.now();
      // The previous process died mid-upload five minutes before this one started.
      const partial = `${"ef".padEnd(32, "2")}.part`;
      const path = join(storage.folder, ".incoming", partial);
      await mkdir(join(storage.folder, ".incoming"), { recursive: true });
      await writeFile(path, "half of an upload");
      const crashedAt = new Date(started - 5 * MINUTE);
      await utimes(path, crashedAt, crashedAt);
      const incoming = () => readdir(join(storage.folder, ".incoming"));

      await keepUploadsTidy(app, server.ctx, false);
      // Within the grace at start-up: another instance may still be writing it.
      expect(await incoming()).toEqual([partial]);

      await vi.advanceTimersByTimeAsync(10 * MINUTE);
      // The sweep's file system work is real I/O: let it finish.
      for (let turn = 0; turn < 200 && (await incoming()).length > 0; turn++) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(await incoming()).toEqual([]);
    } finally {
      await app.close();
      vi.useRealTimers();
    }
  });
});

describe("sweeping objects of an S3-compatible store", () => {
  it("deletes the objects no row refers to once past the cutoff, and keeps the others", async () => {
    const s3 = await startS3TestServer();
    const bucket = await s3.bucket();
    const onS3 = await startTestServer(s3.env(bucket));
    try {
      if (!(onS3.ctx.storage instanceof S3Storage)) throw new Error("expected the object store");
      const store = onS3.ctx.storage;
      await uploadReferenced(onS3);
      const [kept] = (await s3.objectNames(bucket)).map((name) => name.slice("uploads/".length));
      const orphan = await store.write(Readable.from([Buffer.from("no row refers to me")]), 100);
      const names = () => s3.objectNames(bucket);
      expect(await sweepOrphanObjects(onS3.ctx, store, Date.now() - 10 * 60 * 1000)).toBe(0);
      expect(kept).toMatch(/^[0-9a-f]{32}$/);
      expect(await names()).toEqual([`uploads/${kept}`, `uploads/${orphan.key}`].sort());
      expect(await sweepOrphanObjects(onS3.ctx, store, Date.now() + 1000)).toBe(1);
      expect(await names()).toEqual([`uploads/${kept}`]);
    } finally {
      await onS3.close();
      await s3.close();
    }
  });
});
