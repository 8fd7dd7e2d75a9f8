import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../server/src/app.ts";
import { serverConfigFromEnv } from "../../../server/src/config.ts";
import type { ServerContext } from "../../../server/src/context.ts";
import type { Database } from "../../../server/src/db/database.ts";
import { LocalFolderStorage } from "../../../server/src/storage/local-folder-storage.ts";
import { S3Storage } from "../../../server/src/storage/s3-storage.ts";
import { type ReceivedFile, receiveUpload } from "../../../server/src/uploads/receive-upload.ts";
import { sendStoredFile } from "../../../server/src/uploads/send-stored-file.ts";
import type { S3TestServer } from "../harness/s3-test-server.ts";
import { openTestDatabase } from "../harness/test-database.ts";
import { TEST_KEY_SET } from "../harness/test-keys.ts";

export interface UploadTestApp {
  readonly app: FastifyInstance;
  readonly ctx: ServerContext;
  /** The storage's folder (a fresh temporary one); null for the object store. */
  readonly folder: string | null;
  /**
   * What the store holds: the key of each stored file, and anything else by its path (a
   * folder's partial file) or as an unfinished multipart upload (the bucket's).
   */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The real app (multipart parser, error handler, storage) plus two test-only routes, so the
 * upload pipeline is tested on its own: POST /test/uploads stores every file part and answers
 * the ReceivedFile list; GET /test/uploads/:key serves one back.
 */
export async function startUploadTestApp(
  env: Record<string, string> = {},
  s3?: { readonly server: S3TestServer; readonly bucket: string },
): Promise<UploadTestApp> {
  const config = {
    ...serverConfigFromEnv({
      CONDUIT_PORTAL_DIR: "",
      CONDUIT_SIGNING_KEYS: TEST_KEY_SET,
      ...env,
    }),
    uploadDir: null,
  };
  const database: Database = await openTestDatabase();
  const { app, ctx } = await buildApp({ config, database, seed: false });
  const received = new Map<string, ReceivedFile>();
  app.post("/test/uploads", async (request) => {
    const files: ReceivedFile[] = [];
    for await (const part of request.files()) {
      const file = await receiveUpload(ctx, part);
      received.set(file.storageKey, file);
      files.push(file);
    }
    return files;
  });
  app.get<{ Params: { key: string } }>("/test/uploads/:key", async (request, reply) => {
    const file = received.get(request.params.key) ?? {
      storageKey: request.params.key,
      name: "missing.txt",
      size: 1,
      contentType: "text/plain",
    };
    return sendStoredFile(reply, ctx, file);
  });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
  };
  const storage = ctx.storage;
  if (s3 !== undefined) {
    if (!(storage instanceof S3Storage)) throw new Error("expected the object store");
    return {
      app,
      ctx,
      folder: null,
      async storedFiles() {
        const objects = await s3.server.objectNames(s3.bucket);
        const unfinished = await s3.server.pendingUploads(s3.bucket);
        return [
          ...objects.map((name) => name.replace(/^uploads\//, "")),
          ...unfinished.map((id) => `unfinished upload ${id}`),
        ].sort();
      },
      close,
    };
  }
  if (!(storage instanceof LocalFolderStorage)) throw new Error("expected a local folder");
  const folder = storage.folder;
  return {
    app,
    ctx,
    folder,
    async storedFiles() {
      const entries = await readdir(folder, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
        .map((path) => path.replace(/^[0-9a-f]{2}\/([0-9a-f]{32})$/, "$1"))
        .sort();
    },
    close,
  };
}

export interface FilePart {
  readonly name: string;
  readonly content: Uint8Array | string;
  readonly type?: string;
  readonly field?: string;
}

/** A multipart/form-data body as a browser would send it. */
export function multipartBody(files: ReadonlyArray<FilePart>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = "----conduit-test-boundary-7d9a";
  const chunks: Buffer[] = [];
  for (const file of files) {
    const quotedName = file.name.replace(/"/g, "%22");
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${quotedName}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      Buffer.from(file.content),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
