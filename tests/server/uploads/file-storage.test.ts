import { existsSync, mkdtempSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, serverConfigFromEnv } from "../../../server/src/config.ts";
import {
  type FileStorage,
  StoredObjectMissing,
  UploadTooLarge,
} from "../../../server/src/storage/file-storage.ts";
import { LocalFolderStorage } from "../../../server/src/storage/local-folder-storage.ts";
import { objectStoreFromEnv } from "../../../server/src/storage/object-store-config.ts";
import { openFileStorage } from "../../../server/src/storage/open-storage.ts";
import { S3Storage } from "../../../server/src/storage/s3-storage.ts";
import { type S3TestServer, startS3TestServer } from "../harness/s3-test-server.ts";

const root = mkdtempSync(join(tmpdir(), "conduit-storage-test-"));
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function* chunks(...parts: string[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield Buffer.from(part);
}

/** A fresh, empty store, and what it holds: files, objects, or parts of unfinished uploads. */
interface StoreUnderTest {
  readonly storage: FileStorage;
  contents(): Promise<string[]>;
}

const fail = (message: string) => new ConfigError(message);
let stores = 0;

async function s3Store(): Promise<StoreUnderTest> {
  const bucket = await s3.bucket();
  const config = objectStoreFromEnv(s3.env(bucket), fail);
  if (config === null) throw new Error("expected an object store");
  return {
    storage: new S3Storage(config),
    contents: async () => [
      ...(await s3.objectNames(bucket)),
      ...(await s3.pendingUploads(bucket)).map((id) => `unfinished upload ${id}`),
    ],
  };
}

async function folderStore(): Promise<StoreUnderTest> {
  stores += 1;
  const folder = join(root, `store-${stores}`);
  return { storage: new LocalFolderStorage(folder), contents: () => filesUnder(folder) };
}

/** Bigger than one part of a multipart upload (s3-storage.ts PART_BYTES, 8 MiB). */
const MULTIPART_BYTES = 9 * 1024 * 1024;

async function* mebibytes(count: number): AsyncGenerator<Uint8Array> {
  for (let index = 0; index < count; index += 1) yield Buffer.alloc(1024 * 1024, 97 + index);
}

describe.each([
  ["a local folder", folderStore],
  ["an S3-compatible bucket", s3Store],
])("FileStorage in %s", (_name, makeStore) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = (await makeStore()).storage;
  });

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
    const limited = await makeStore();
    await expect(limited.storage.write(chunks("12345", "6"), 5)).rejects.toEqual(
      new UploadTooLarge(5),
    );
    expect(await limited.contents()).toEqual([]);
  });

  it("leaves nothing behind when the source fails midway", async () => {
    const failing = await makeStore();
    async function* broken(): AsyncGenerator<Uint8Array> {
      yield Buffer.from("partial");
      throw new Error("connection reset");
    }
    await expect(failing.storage.write(broken(), 100)).rejects.toThrow("connection reset");
    expect(await failing.contents()).toEqual([]);
  });

  it("streams a file of several parts through, and leaves nothing of one over the limit", async () => {
    const store = await makeStore();
    const stored = await store.storage.write(mebibytes(9), MULTIPART_BYTES);
    expect(stored.size).toBe(MULTIPART_BYTES);
    const back = await buffer(await store.storage.read(stored.key));
    expect(back.byteLength).toBe(MULTIPART_BYTES);
    expect([back[0], back.at(-1)]).toEqual([97, 105]);
    await store.storage.remove(stored.key);
    // The first part is in the store when the limit is crossed: the upload is aborted.
    await expect(store.storage.write(mebibytes(10), MULTIPART_BYTES)).rejects.toEqual(
      new UploadTooLarge(MULTIPART_BYTES),
    );
    expect(await store.contents()).toEqual([]);
  });

  it("answers whether it takes writes", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
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

describe("CONDUIT_UPLOAD_STORE=s3", () => {
  it("opens the bucket the environment names, and its check says when the bucket is gone", async () => {
    const bucket = await s3.bucket();
    const config = serverConfigFromEnv({ ...s3.env(bucket), CONDUIT_PORTAL_DIR: "" });
    const opened = openFileStorage(config);
    expect(opened.storage).toBeInstanceOf(S3Storage);
    const stored = await opened.storage.write(chunks("in the bucket"), 100);
    expect(await s3.objectNames(bucket)).toEqual([`uploads/${stored.key}`]);
    await opened.close();

    const elsewhere = openFileStorage(
      serverConfigFromEnv({ ...s3.env("conduit-no-such-bucket"), CONDUIT_PORTAL_DIR: "" }),
    );
    await expect(elsewhere.storage.check()).rejects.toThrow(
      "bucket conduit-no-such-bucket: NotFound (HTTP 404)",
    );
    await elsewhere.close();
  });

  it("defaults to the folder, and names the variable of a wrong setting", () => {
    expect(serverConfigFromEnv({ CONDUIT_PORTAL_DIR: "" }).objectStore).toBeNull();
    const wrong = (env: Record<string, string>) => () =>
      serverConfigFromEnv({ ...s3.env("conduit-uploads"), CONDUIT_PORTAL_DIR: "", ...env });
    expect(wrong({ CONDUIT_UPLOAD_STORE: "gcs" })).toThrow(
      'CONDUIT_UPLOAD_STORE must be folder or s3, not "gcs".',
    );
    expect(wrong({ CONDUIT_S3_BUCKET: "" })).toThrow(/^CONDUIT_S3_BUCKET must name the bucket/);
    expect(wrong({ CONDUIT_S3_ENDPOINT: "minio:9000" })).toThrow(/^CONDUIT_S3_ENDPOINT must be/);
    expect(wrong({ CONDUIT_S3_PATH_STYLE: "yes" })).toThrow(/^CONDUIT_S3_PATH_STYLE must be on/);
    expect(wrong({ CONDUIT_S3_PREFIX: "../" })).toThrow(/^CONDUIT_S3_PREFIX must be/);
    expect(wrong({ CONDUIT_S3_SECRET_ACCESS_KEY: "" })).toThrow(/go together/);
    expect(wrong({ CONDUIT_S3_REGION: "auto", CONDUIT_S3_PREFIX: "" })().objectStore).toEqual({
      bucket: "conduit-uploads",
      region: "auto",
      endpoint: s3.endpoint,
      pathStyle: true,
      prefix: "",
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
  });
});
