import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { constants, createWriteStream } from "node:fs";
import { access, mkdir, open, rename, unlink } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import {
  type FileStorage,
  type StoredObject,
  StoredObjectMissing,
  UploadTooLarge,
} from "./file-storage.ts";
import { WritesInFlight } from "./writes-in-flight.ts";

/** Keys are 128 random bits in hex: unguessable, and nothing a path could be smuggled into. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && "code" in error ? String(error.code) : undefined;
}

/**
 * Files in a folder of the server's disk: `<folder>/<first two key characters>/<key>` (the
 * sub-folders keep any one directory small). A write streams into `<folder>/.incoming/` under
 * a random name and is renamed into place only once complete and within the limit, so a
 * reader never sees half a file and a failed upload leaves nothing behind. Only keys of the
 * form this storage generates are ever turned into paths: `../` cannot reach anything.
 */
export class LocalFolderStorage implements FileStorage {
  readonly folder: string;
  private readonly inFlight = new WritesInFlight();

  constructor(folder: string) {
    this.folder = resolve(folder);
  }

  private pathOf(key: string): string {
    return join(this.folder, key.slice(0, 2), key);
  }

  write(
    source: NodeJS.ReadableStream | AsyncIterable<Uint8Array>,
    limitBytes: number,
  ): Promise<StoredObject> {
    return this.inFlight.track(this.writeFile(source, limitBytes));
  }

  settled(): Promise<void> {
    return this.inFlight.settled();
  }

  private async writeFile(
    source: NodeJS.ReadableStream | AsyncIterable<Uint8Array>,
    limitBytes: number,
  ): Promise<StoredObject> {
    const key = randomBytes(16).toString("hex");
    const incoming = join(this.folder, ".incoming");
    const temporary = join(incoming, `${key}.part`);
    await mkdir(incoming, { recursive: true });
    let size = 0;
    const out = createWriteStream(temporary, { flags: "wx", mode: 0o600 });
    try {
      await pipeline(
        source,
        async function* countBytes(chunks: AsyncIterable<Uint8Array | string>) {
          for await (const chunk of chunks) {
            const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
            size += bytes.byteLength;
            if (size > limitBytes) throw new UploadTooLarge(limitBytes);
            yield bytes;
          }
        },
        out,
      );
      const target = this.pathOf(key);
      await mkdir(join(this.folder, key.slice(0, 2)), { recursive: true });
      await rename(temporary, target);
      return { key, size };
    } catch (error) {
      // A pipeline that fails early can settle before the file stream has opened its file:
      // wait for the stream to close, or the file would appear after the unlink below.
      if (!out.closed) await once(out, "close").catch(() => undefined);
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  async read(key: string): Promise<NodeJS.ReadableStream> {
    if (!isStorageKey(key)) throw new StoredObjectMissing(key);
    try {
      const handle = await open(this.pathOf(key), "r");
      return handle.createReadStream();
    } catch (error) {
      if (errorCode(error) === "ENOENT") throw new StoredObjectMissing(key);
      throw error;
    }
  }

  /** The folder exists (made if missing) and this process may write into it. */
  async check(): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    await access(this.folder, constants.W_OK);
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (errorCode(error) !== "ENOENT") throw error;
    }
  }
}
