import type { FastifyMultipartBaseOptions } from "@fastify/multipart";
import type { ServerConfig } from "../config.ts";

/** Most files one multipart request may carry (a reply with its attachments). */
export const MULTIPART_MAX_FILES = 20;
/** Most plain fields one multipart request may carry, and the size of each. */
export const MULTIPART_MAX_FIELDS = 50;
export const MULTIPART_MAX_FIELD_BYTES = 1024 * 1024;

/**
 * Limits of @fastify/multipart, which parses multipart bodies as a stream (Fastify's JSON
 * `bodyLimit` does not apply to them). The per-file limit is one byte above the upload limit:
 * the storage's own byte counter sees that byte and answers 413 with the contract's message,
 * and the parser stays a backstop that stops reading a file far over the limit.
 */
export function multipartOptions(config: ServerConfig): FastifyMultipartBaseOptions {
  return {
    limits: {
      fileSize: config.uploadMaxBytes + 1,
      files: MULTIPART_MAX_FILES,
      fields: MULTIPART_MAX_FIELDS,
      fieldSize: MULTIPART_MAX_FIELD_BYTES,
      parts: MULTIPART_MAX_FILES + MULTIPART_MAX_FIELDS,
    },
  };
}
