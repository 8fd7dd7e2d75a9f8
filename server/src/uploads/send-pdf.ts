import type { FastifyReply } from "fastify";
import { attachmentHeaders } from "./download-headers.ts";

/** A PDF made on request (invoice, LOA, RFO), sent as a download named `name`, never inline. */
export function sendPdf(reply: FastifyReply, name: string, pdf: Uint8Array): FastifyReply {
  return reply
    .code(200)
    .headers(attachmentHeaders(name, "application/pdf"))
    .header("content-length", String(pdf.byteLength))
    .send(Buffer.from(pdf));
}
