import { existsSync, mkdtempSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { serverConfigFromEnv } from "../../../server/src/config.ts";
import { StoredObjectMissing, UploadTooLarge } from "../../../server/src/storage/file-storage.ts";
import { LocalFolderStorage } from "../../../server/src/storage/local-folder-storage.ts";
import { openFileStorage } from "../../../server/src/storage/open-storage.ts";

const root = mkdtempSync(join(tmpdir(), "conduit-storage-test-"));
afterAll(() => rm(root, { recursive: true, force: true }));

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function* chunks(...parts: string[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield Buffer.from(part);
}

describe("LocalFolderStorage", () => {
  const storage = new LocalFolderStorage(join(root, "files"));

  it("writes under a random key, reads the bytes back and removes them", async () => {
    const stored = await storage.write(chunks("hello ", "world"), 100);
    expect(stored).toEqual({ key: expect.stringMatching(/^[0-9a-f]{32}$/), size: 11 });
    expect(await text(await storage.read(stored.key))).toBe("hello world");
    await storage.remove(stored.key);
    await expect(storage.read(stored.key)).rejects.toBeInstanceOf(StoredObjectMissing);
    await storage.remove(stored.key); // removing twice is fine
  });

  it("accepts a Node stream as the source, and makes a new key every time", async () => {
    const first = await storage.write(Readable.from([Buffer.from("a")]), 1);
    const second = await storage.write(Readable.from([Buffer.from("a")]), 1);
    expect(first.key).not.toBe(second.key);
  });

  it("rejects over the limit with UploadTooLarge and leaves nothing behind", async () => {
    const folder = join(root, "limited");
    const limited = new LocalFolderStorage(folder);
    await expect(limited.write(chunks("12345", "6"), 5)).rejects.toEqual(new UploadTooLarge(5));
    expect(await filesUnder(folder)).toEqual([]);
  });

  it("leaves nothing behind when the source fails midway", async () => {
    const folder = join(root, "failing");
    const failing = new LocalFolderStorage(folder);
    async function* broken(): AsyncGenerator<Uint8Array> {
      yield Buffer.from("partial");
      throw new Error("connection reset");
    }
    await expect(failing.write(broken(), 100)).rejects.toThrow("connection reset");
    expect(await filesUnder(folder)).toEqual([]);
  });

  it.each([
    "../../etc/passwd",
    "/etc/passwd",
    "..",
    "",
    "0123456789ABCDEF0123456789ABCDEF",
    "0123456789abcdef0123456789abcdef/../x",
  ])("never turns %j into a path", async (key) => {
    await expect(storage.read(key)).rejects.toBeInstanceOf(StoredObjectMissing);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });
});

describe("openFileStorage", () => {
  it("uses a fresh temporary folder for an in-memory database and deletes it on close", async () => {
    const config = serverConfigFromEnv({ DATABASE_URL: "memory://", CONDUIT_PORTAL_DIR: "" });
    expect(config.uploadDir).toBeNull();
    const opened = openFileStorage(config);
    const stored = await opened.storage.write(chunks("x"), 10);
    const folder = (opened.storage as LocalFolderStorage).folder;
    expect(existsSync(join(folder, stored.key.slice(0, 2), stored.key))).toBe(true);
    await opened.close();
    expect(existsSync(folder)).toBe(false);
  });

  it("uses the configured folder and keeps it on close", async () => {
    const folder = join(root, "configured");
    const config = serverConfigFromEnv({ CONDUIT_UPLOAD_DIR: folder, CONDUIT_PORTAL_DIR: "" });
    const opened = openFileStorage(config);
    await opened.storage.write(chunks("kept"), 10);
    await opened.close();
    expect(await filesUnder(folder)).toHaveLength(1);
  });

  it("defaults to .data/uploads next to the embedded database", () => {
    const config = serverConfigFromEnv({ CONDUIT_PORTAL_DIR: "" });
    expect(config.uploadDir).toMatch(/[/\\]\.data[/\\]uploads[/\\]?$/);
    expect(config.uploadMaxBytes).toBe(1_073_741_824);
  });

  it("keeps the uploads of an embedded database in another folder next to that folder", () => {
    const database = pathToFileURL(join(root, "elsewhere", "pglite")).toString();
    const config = serverConfigFromEnv({ DATABASE_URL: database, CONDUIT_PORTAL_DIR: "" });
    expect(config.uploadDir).toBe(join(root, "elsewhere", "pglite-uploads"));
  });
});
