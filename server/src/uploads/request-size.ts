import type { FastifyReply, FastifyRequest } from "fastify";
import { formatByteSize } from "../../../src/core/uploads/byte-size.ts";
import type { ServerConfig } from "../config.ts";
import { MULTIPART_MAX_FIELD_BYTES } from "./multipart-options.ts";

/**
 * The largest multipart request: the upload limit of file bytes plus the form around them
 * (boundaries, part headers and text fields such as a reply's comment, at most one field's
 * size). A request whose Content-Length says more can hold no acceptable upload.
 */
export function uploadRequestLimit(config: Pick<ServerConfig, "uploadMaxBytes">): number {
  return config.uploadMaxBytes + MULTIPART_MAX_FIELD_BYTES;
}

/**
 * onRequest hook: a multipart request whose honest Content-Length is over the limit is refused
 * with 413 on its header, before a byte of its body is read; the connection is closed so the
 * body is never received, as after every error answered before its body was read
 * (http/request-deadlines.ts). A body without a length, or whose file outgrows the limit, is
 * cut off by the upload pipeline at the limit, and its 413 closes the connection the same way.
 */
export function refuseOversizedUploads(config: Pick<ServerConfig, "uploadMaxBytes">) {
  const limit = uploadRequestLimit(config);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const type = request.headers["content-type"];
    if (typeof type !== "string" || !/^multipart\//i.test(type)) return;
    const declared = Number(request.headers["content-length"]);
    if (!Number.isFinite(declared) || declared <= limit) return;
    await reply
      .code(413)
      .type("application/json; charset=utf-8")
      .send({
        detail: `The upload is larger than the ${formatByteSize(config.uploadMaxBytes)} limit.`,
        code: "too-large",
      });
  };
}
