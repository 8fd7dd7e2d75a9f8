import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "@20minutes/s3rver";
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";

/**
 * An S3-compatible server on loopback for the tests (s3rver, objects in a temporary folder),
 * so the object store is tested over real HTTP with the real SDK. Two gaps of s3rver are
 * covered here: it verifies no signature the current SDK makes (so signatures go unchecked:
 * S3's own authentication is not what these tests are about), and it has no
 * AbortMultipartUpload, which this front answers itself by deleting the upload's parts, as S3
 * does; so a test can see that an aborted upload left no parts behind.
 */
export interface S3TestServer {
  readonly endpoint: string;
  /** The server's environment for a bucket of this store (made by `bucket`). */
  env(bucket: string): Record<string, string>;
  /** A fresh empty bucket. */
  bucket(): Promise<string>;
  /** The names of the objects in a bucket. */
  objectNames(bucket: string): Promise<string[]>;
  /** Multipart uploads started in a bucket and neither completed nor aborted. */
  pendingUploads(bucket: string): Promise<string[]>;
  close(): Promise<void>;
}

const ACCESS_KEY = "S3RVER";

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), "conduit-s3-"));
  const s3rver = new S3rver({ directory, silent: true, allowMismatchedSignatures: true });
  const handle = s3rver.callback();
  // s3rver keeps a multipart upload's parts in <directory>/<bucket>/._S3rver_uploads/<id>/.
  const uploadsOf = (bucket: string) => join(directory, bucket, "._S3rver_uploads");
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://s3");
    const uploadId = url.searchParams.get("uploadId");
    const bucket = url.pathname.split("/")[1] ?? "";
    if (request.method === "DELETE" && uploadId !== null && /^[0-9a-f]+$/.test(uploadId)) {
      request.resume();
      rm(join(uploadsOf(bucket), uploadId), { recursive: true, force: true }).then(
        () => response.writeHead(204).end(),
        () => response.writeHead(500).end(),
      );
      return;
    }
    handle(request, response);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    endpoint,
    env: (bucket) => ({
      CONDUIT_UPLOAD_STORE: "s3",
      CONDUIT_S3_ENDPOINT: endpoint,
      CONDUIT_S3_BUCKET: bucket,
      CONDUIT_S3_PATH_STYLE: "on",
      CONDUIT_S3_ACCESS_KEY_ID: ACCESS_KEY,
      CONDUIT_S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    }),
    async bucket() {
      const name = `conduit-${randomBytes(6).toString("hex")}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    async objectNames(bucket) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
    },
    async pendingUploads(bucket) {
      return (await readdir(uploadsOf(bucket)).catch(() => [] as string[])).sort();
    },
    async close() {
      client.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, "close");
      s3rver.logger.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
