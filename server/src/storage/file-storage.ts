/**
 * Where uploaded files live. The API server only ever talks to this interface, so the local
 * folder of the default set-up (local-folder-storage.ts) can be replaced by an object store
 * (S3, GCS, Azure Blob) without touching a route. Keys are made by the storage, never taken
 * from a client: a file's own name is data in the database, not a path.
 */
export interface StoredObject {
  readonly key: string;
  readonly size: number;
}

export interface FileStorage {
  /**
   * Streams into a new object under a server-generated key. More than `limitBytes`: rejects
   * with UploadTooLarge and leaves nothing behind. Any other failure of the source (a check
   * that throws while the bytes flow, a broken connection) also leaves nothing behind and
   * rejects with that failure.
   */
  write(
    source: NodeJS.ReadableStream | AsyncIterable<Uint8Array>,
    limitBytes: number,
  ): Promise<StoredObject>;
  /** The object's bytes; rejects with StoredObjectMissing when absent. */
  read(key: string): Promise<NodeJS.ReadableStream>;
  /** Deletes the object; removing one that is absent is not an error. */
  remove(key: string): Promise<void>;
  /** Resolves when the store can take writes now; rejects saying why not (GET /v2/ready). */
  check(): Promise<void>;
  /**
   * Resolves once every write started so far has settled, stored or cleaned up: the server's
   * close waits for it, so a shutdown never exits with a partial object left behind.
   */
  settled(): Promise<void>;
}

/** The source had more bytes than the limit; the partial object was deleted. */
export class UploadTooLarge extends Error {
  override name = "UploadTooLarge";
  readonly limitBytes: number;

  constructor(limitBytes: number) {
    super(`The upload is larger than ${limitBytes} bytes.`);
    this.limitBytes = limitBytes;
  }
}

/** No object under that key (never written, removed, or not a key this storage makes). */
export class StoredObjectMissing extends Error {
  override name = "StoredObjectMissing";
  readonly key: string;

  constructor(key: string) {
    super("No stored object under that key.");
    this.key = key;
  }
}
