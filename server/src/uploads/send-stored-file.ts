import type { FastifyReply } from "fastify";
import { safeContentType } from "../../../src/core/uploads/content-signatures.ts";
import type { ServerContext } from "../context.ts";
import { notFound } from "../http/api-error.ts";
import { StoredObjectMissing } from "../storage/file-storage.ts";
import { attachmentHeaders } from "./download-headers.ts";
import type { ReceivedFile } from "./receive-upload.ts";

/**
 * Streams a stored file as a download: `Content-Disposition: attachment` with its name,
 * `X-Content-Type-Options: nosniff`, and a type derived from the name on the server's own
 * list of inert types (never the type a client declared when uploading). A file missing from
 * storage answers 404, as if its record did not exist.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  ctx: ServerContext,
  file: ReceivedFile,
): Promise<FastifyReply> {
  let body: NodeJS.ReadableStream;
  try {
    body = await ctx.storage.read(file.storageKey);
  } catch (error) {
    if (error instanceof StoredObjectMissing) throw notFound();
    throw error;
  }
  return reply
    .code(200)
    .headers({ ...attachmentHeaders(file.name, safeContentType(file.name)) })
    .header("content-length", String(file.size))
    .send(body);
}
