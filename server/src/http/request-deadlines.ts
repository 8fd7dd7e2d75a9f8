import type { FastifyReply, FastifyRequest } from "fastify";
import { HOUR_MS } from "../../../src/core/durations.ts";
import type { ServerConfig } from "../config.ts";

/**
 * How long a connection may hold the server (issue 41). Node's own limits cover the parts
 * before and between requests: the headers must arrive within HEADERS_TIMEOUT_MS, an idle
 * keep-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS. A request's body has a
 * deadline of its own, set here when its headers are in: CONDUIT_BODY_SECONDS for anything
 * (JSON bodies are 1 MiB at most), CONDUIT_UPLOAD_BODY_SECONDS for a multipart upload. A
 * body trickling in a byte at a time thus loses its connection at the deadline instead of
 * holding it for as long as it likes.
 */
export const HEADERS_TIMEOUT_MS = 15_000;
export const KEEP_ALIVE_TIMEOUT_MS = 30_000;
/** Node's ceiling on a whole request; above the upload deadline so that one decides. */
export const REQUEST_TIMEOUT_MS = HOUR_MS;

const isMultipart = (request: FastifyRequest) =>
  /^multipart\//i.test(request.headers["content-type"] ?? "");

const hasBody = (request: FastifyRequest) =>
  request.headers["transfer-encoding"] !== undefined ||
  Number(request.headers["content-length"] ?? 0) > 0;

/**
 * onRequest hook: the body's deadline, cleared when the body is in, the answer has gone or
 * the request is gone. Registered before every other hook, so a hook that waits (the
 * maintenance flag's read) cannot hold a connection past it either.
 */
export function bodyDeadline(config: Pick<ServerConfig, "bodySeconds" | "uploadBodySeconds">) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const incoming = request.raw;
    if (!hasBody(request) || incoming.complete) return;
    const seconds = isMultipart(request) ? config.uploadBodySeconds : config.bodySeconds;
    const timer = setTimeout(() => {
      request.log.warn({ event: "http.body_timeout", seconds }, "request body too slow");
      // Destroying the request destroys its socket: the connection is closed.
      incoming.destroy();
    }, seconds * 1000);
    timer.unref();
    const clear = () => clearTimeout(timer);
    incoming.once("end", clear);
    incoming.once("close", clear);
    reply.raw.once("finish", clear);
    reply.raw.once("close", clear);
  };
}

/**
 * onSend hook: an error answered before the request's body was read (a 401 or 415 on an
 * upload route, a 404 on an unknown path, a refused sign-in gate) closes the connection, so
 * the rest of the body is not received: Node would otherwise read and drop it to keep the
 * connection alive, for as long as the client cares to send.
 */
export async function closeUnreadBodies(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode >= 400 && hasBody(request) && !request.raw.complete) {
    reply.header("connection", "close");
  }
  return payload;
}
