import type { FastifyRequest } from "fastify";
import type { ServerContext } from "../../context.ts";
import { ApiError, badRequest } from "../../http/api-error.ts";
import { type ReceivedFile, receiveUpload } from "../../uploads/receive-upload.ts";

/** A multipart form as received: its text fields and its files, already in storage. */
export interface ReceivedForm {
  readonly fields: ReadonlyMap<string, string>;
  readonly files: ReadonlyArray<ReceivedFile>;
}

/** Deletes stored files whose record will not be written (the request failed). */
export async function discardFiles(
  ctx: ServerContext,
  files: ReadonlyArray<ReceivedFile>,
): Promise<void> {
  await Promise.all(files.map((file) => ctx.storage.remove(file.storageKey)));
}

/**
 * Reads a multipart/form-data request: every file part goes through the upload pipeline
 * (receiveUpload: 400 for a refused name or content, 413 over the limit) straight to
 * storage. On any failure, the files stored so far are deleted before the error answers,
 * so a refused request leaves nothing behind. Not multipart: 415; a malformed multipart body
 * (no boundary, or a body that ends before its closing boundary): 400.
 */
export async function receiveForm(
  ctx: ServerContext,
  request: FastifyRequest,
  maxFiles: number,
): Promise<ReceivedForm> {
  if (!request.isMultipart()) {
    throw new ApiError(415, "Unsupported media type; send multipart/form-data.");
  }
  const fields = new Map<string, string>();
  const files: ReceivedFile[] = [];
  try {
    const parts = await nextPart(() => request.parts()[Symbol.asyncIterator]());
    for (
      let next = await nextPart(() => parts.next());
      !next.done;
      next = await nextPart(() => parts.next())
    ) {
      const part = next.value;
      if (part.type === "field") {
        if (typeof part.value === "string") fields.set(part.fieldname, part.value);
        continue;
      }
      if (files.length >= maxFiles) {
        part.file.resume();
        throw badRequest(
          maxFiles === 1 ? "Send one file per request." : `Send at most ${maxFiles} files at once.`,
        );
      }
      files.push(await receiveUpload(ctx, part));
    }
  } catch (error) {
    await discardFiles(ctx, files);
    throw error;
  }
  return { fields, files };
}

/** The body the client sent is not a multipart form the parser can read. */
const MALFORMED_FORM = "The multipart/form-data body is malformed.";

/**
 * One step of the multipart parser. Busboy reports a body it cannot read (a content type
 * without a boundary, a body that never reaches its closing boundary) as a plain Error, which
 * the error handler would answer 500: that is the client's malformed request, a 400. The
 * parser's own limits carry their status (413) and pass through; errors while a part's bytes
 * are stored do not come through here, so a storage failure stays a 500.
 */
async function nextPart<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof Error && !("statusCode" in error)) throw badRequest(MALFORMED_FORM);
    throw error;
  }
}
