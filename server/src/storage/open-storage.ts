import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerConfig } from "../config.ts";
import type { FileStorage } from "./file-storage.ts";
import { LocalFolderStorage } from "./local-folder-storage.ts";
import { S3Storage } from "./s3-storage.ts";

export interface OpenedStorage {
  readonly storage: FileStorage;
  /**
   * Called when the server stops: waits for the writes in flight to settle, then deletes a
   * temporary folder (a configured one stays).
   */
  close(): Promise<void>;
}

/**
 * The storage the configuration asks for: an S3-compatible bucket (CONDUIT_UPLOAD_STORE=s3),
 * the configured folder, or (config.uploadDir null, as with an in-memory database) a fresh
 * folder under the system's temp directory that is deleted when the server stops.
 */
export function openFileStorage(config: ServerConfig): OpenedStorage {
  if (config.objectStore !== null) {
    const storage = new S3Storage(config.objectStore);
    return {
      storage,
      close: async () => {
        await storage.settled();
        storage.destroy();
      },
    };
  }
  if (config.uploadDir !== null) {
    const storage = new LocalFolderStorage(config.uploadDir);
    return { storage, close: () => storage.settled() };
  }
  const folder = mkdtempSync(join(tmpdir(), "conduit-uploads-"));
  const storage = new LocalFolderStorage(folder);
  return {
    storage,
    close: async () => {
      await storage.settled();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
