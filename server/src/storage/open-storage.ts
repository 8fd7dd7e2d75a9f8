import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerConfig } from "../config.ts";
import type { FileStorage } from "./file-storage.ts";
import { LocalFolderStorage } from "./local-folder-storage.ts";

export interface OpenedStorage {
  readonly storage: FileStorage;
  /** Called when the server stops: deletes a temporary folder, keeps a configured one. */
  close(): Promise<void>;
}

/**
 * The storage the configuration asks for: the configured folder, or (config.uploadDir null,
 * as with an in-memory database) a fresh folder under the system's temp directory that is
 * deleted when the server stops. An object store would be chosen here too.
 */
export function openFileStorage(config: ServerConfig): OpenedStorage {
  if (config.uploadDir !== null) {
    return { storage: new LocalFolderStorage(config.uploadDir), close: async () => undefined };
  }
  const folder = mkdtempSync(join(tmpdir(), "conduit-uploads-"));
  return {
    storage: new LocalFolderStorage(folder),
    close: () => rm(folder, { recursive: true, force: true }),
  };
}
