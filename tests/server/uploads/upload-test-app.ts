import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../server/src/app.ts";
import { serverConfigFromEnv } from "../../../server/src/config.ts";
import type { ServerContext } from "../../../server/src/context.ts";
import type { Database } from "../../../server/src/db/connect.ts";
import { LocalFolderStorage } from "../../../server/src/storage/local-folder-storage.ts";
import { type ReceivedFile, receiveUpload } from "../../../server/src/uploads/receive-upload.ts";
import { sendStoredFile } from "../../../server/src/uploads/send-stored-file.ts";
import { openTestDatabase } from "../harness/test-database.ts";
import { TEST_KEY_SET } from "../harness/test-keys.ts";

export interface UploadTestApp {
  readonly app: FastifyInstance;
  readonly ctx: ServerContext;
  /** The storage's folder (a fresh temporary one). */
  readonly folder: string;
  /** Every regular file under the storage folder, relative to it. */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The real app (multipart parser, error handler, storage) plus two test-only routes, so the
 * upload pipeline is tested on its own: POST /test/uploads stores every file part and answers
 * the ReceivedFile list; GET /test/uploads/:key serves one back.
 */
export async function startUploadTestApp(env: Record<string, string> = {}): Promise<UploadTestApp> {
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
  if (!(ctx.storage instanceof LocalFolderStorage)) throw new Error("expected a local folder");
  const folder = ctx.storage.folder;
  return {
    app,
    ctx,
    folder,
    async storedFiles() {
      const entries = await readdir(folder, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
        .sort();
    },
    async close() {
      await app.close();
      await database.close();
    },
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
