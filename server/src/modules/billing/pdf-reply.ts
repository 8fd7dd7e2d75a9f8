import type { FastifyReply } from "fastify";
import { attachmentHeaders } from "../../uploads/download-headers.ts";

/** A PDF made on request, sent as a download named `name` (never shown inline). */
export function sendPdf(reply: FastifyReply, name: string, pdf: Uint8Array): FastifyReply {
  return reply
    .code(200)
    .headers(attachmentHeaders(name, "application/pdf"))
    .header("content-length", String(pdf.byteLength))
    .send(Buffer.from(pdf));
}
