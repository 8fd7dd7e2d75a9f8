import type { MultipartFile } from "@fastify/multipart";
import { formatByteSize } from "../../../src/core/uploads/byte-size.ts";
import { checkContent } from "../../../src/core/uploads/content-signatures.ts";
import { validateUpload } from "../../../src/core/uploads/upload-rules.ts";
import type { ServerContext } from "../context.ts";
import { ApiError } from "../http/api-error.ts";
import { UploadTooLarge } from "../storage/file-storage.ts";
import { judgedFirst } from "./sniffed-stream.ts";

/** An upload safely in storage: what a module records about it. */
export interface ReceivedFile {
  /** The storage's own key (never derived from the client's file name). */
  readonly storageKey: string;
  /** The name to show and to offer on download: no path, NFC, no trailing dots. */
  readonly name: string;
  readonly size: number;
  /** Derived from the name on the server's list of inert types, not the client's claim. */
  readonly contentType: string;
}

function refused(status: number, code: string, message: string): ApiError {
  return new ApiError(status, { detail: message, code });
}

/**
 * One multipart file part -> a stored file, or ApiError with the contract's body
 * `{detail, code}`: 400 for a refused name (blocked or double extension, control characters,
 * empty or too long: the core rules), an empty file, or content that is a program or another
 * type than its name says; 413 over ctx.config.uploadMaxBytes. Nothing is left in storage on
 * any failure. The bytes stream to storage: the file is never held in memory.
 */
export async function receiveUpload(
  ctx: ServerContext,
  part: MultipartFile,
): Promise<ReceivedFile> {
  const limit = ctx.config.uploadMaxBytes;
  // The size is not known before the bytes arrive: judge the name now, the size as they flow.
  // Busboy takes an application/octet-stream part without a filename for a file and names it
  // null: that is a file without a name, refused by the core rules like an empty one.
  const named = validateUpload(part.filename ?? "", 1, { maxBytes: limit });
  if (!named.ok) {
    part.file.resume(); // let the parser skip this part's bytes
    throw refused(400, named.code, named.message);
  }
  const name = named.name;
  let contentType = "";
  const source = judgedFirst(part.file, (head) => {
    const empty = head.length === 0 ? validateUpload(name, 0, { maxBytes: limit }) : named;
    if (!empty.ok) throw refused(400, empty.code, empty.message);
    const content = checkContent(name, head);
    if (!content.ok) throw refused(400, content.code, content.message);
    contentType = content.contentType;
  });
  try {
    const stored = await ctx.storage.write(source, limit);
    return { storageKey: stored.key, name, size: stored.size, contentType };
  } catch (error) {
    if (error instanceof UploadTooLarge) {
      throw refused(
        413,
        "too-large",
        `"${name}" is larger than the ${formatByteSize(limit)} limit.`,
      );
    }
    throw error;
  }
}
