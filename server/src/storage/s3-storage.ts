import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import {
  type FileStorage,
  type StoredObject,
  StoredObjectMissing,
  UploadTooLarge,
} from "./file-storage.ts";
import { isStorageKey } from "./local-folder-storage.ts";
import type { ObjectStoreConfig } from "./object-store-config.ts";
import { WritesInFlight } from "./writes-in-flight.ts";

/**
 * A write holds at most PART_BYTES x PARTS_AT_ONCE in memory however large the file: S3 wants
 * parts of 5 MiB at least (but the last), and 8 MiB parts take a 1 GiB upload in 128 of the
 * 10,000 parts allowed.
 */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3-compatible bucket, as `<prefix><key>` with the same random keys as the folder
 * store. A write streams through a multipart upload (a file smaller than one part goes in one
 * PUT); over the limit, or when the source fails, the multipart upload is aborted, so no object
 * and no stray parts remain, and the write rejects with the source's failure. The object only
 * exists once complete: a reader never sees half a file.
 */
export class S3Storage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly prefix: string;
  private readonly inFlight = new WritesInFlight();

  constructor(config: ObjectStoreConfig) {
    this.bucket = config.bucket;
    this.prefix = config.prefix;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.pathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 requires them: stores other than AWS (R2, older MinIO, Ceph)
      // refuse the SDK's default trailing checksums; TLS guards the bytes on the way.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  /** The object's name in the bucket. */
  objectName(key: string): string {
    return `${this.prefix}${key}`;
  }

  write(
    source: NodeJS.ReadableStream | AsyncIterable<Uint8Array>,
    limitBytes: number,
  ): Promise<StoredObject> {
    return this.inFlight.track(this.upload(source, limitBytes));
  }

  settled(): Promise<void> {
    return this.inFlight.settled();
  }

  private async upload(
    source: NodeJS.ReadableStream | AsyncIterable<Uint8Array>,
    limitBytes: number,
  ): Promise<StoredObject> {
    const key = randomBytes(16).toString("hex");
    let size = 0;
    // The source's own failure, kept: lib-storage reports the abort's failure instead when
    // aborting fails too, and the caller must learn why the write failed (413 or the cut).
    let sourceFailure: unknown = null;
    async function* countBytes(): AsyncGenerator<Uint8Array> {
      try {
        for await (const chunk of source as AsyncIterable<Uint8Array | string>) {
          const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
          size += bytes.byteLength;
          if (size > limitBytes) throw new UploadTooLarge(limitBytes);
          yield bytes;
        }
      } catch (error) {
        sourceFailure = error;
        throw error;
      }
    }
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectName(key), Body: Readable.from(countBytes()) },
      partSize: PART_BYTES,
      queueSize: PARTS_AT_ONCE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      throw sourceFailure ?? error;
    }
    return { key, size };
  }

  async read(key: string): Promise<NodeJS.ReadableStream> {
    if (!isStorageKey(key)) throw new StoredObjectMissing(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectName(key) }),
      );
      if (!(object.Body instanceof Readable)) throw new Error("S3 answered without a body.");
      return object.Body;
    } catch (error) {
      if (isMissing(error)) throw new StoredObjectMissing(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    // S3 answers a delete of an absent object with success, as this interface wants.
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectName(key) }),
    );
  }

  /**
   * The keys of this store's objects last written before `cutoff` (ms since the epoch), a page
   * of the bucket's listing at a time: the sweep of objects no row refers to (orphan-files.ts).
   */
  async *keysWrittenBefore(cutoff: number): AsyncGenerator<string[]> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix,
          ContinuationToken: token,
        }),
      );
      yield (page.Contents ?? [])
        .filter((object) => (object.LastModified?.getTime() ?? cutoff) < cutoff)
        .map((object) => (object.Key ?? "").slice(this.prefix.length))
        .filter(isStorageKey);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
  }

  /** The bucket answers to these credentials (readiness: reachable, authorised, existing). */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      // HEAD answers carry no body: say which bucket, and the status that came back.
      const status =
        error instanceof S3ServiceException ? ` (HTTP ${error.$metadata.httpStatusCode})` : "";
      const reason = error instanceof Error ? error.name : String(error);
      throw new Error(`bucket ${this.bucket}: ${reason}${status}`);
    }
  }

  /** Closes the client's idle connections (the server's close). */
  destroy(): void {
    this.client.destroy();
  }
}
