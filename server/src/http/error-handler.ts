import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "./api-error.ts";
import { DATABASE_UNAVAILABLE_DETAIL, isDatabaseUnavailable } from "./database-unavailable.ts";
import { ForeignRecordError, logForeignRecordAttempt } from "./foreign-records.ts";

/** Fastify's own failures mapped to the contract's statuses and plain-language details. */
const FASTIFY_ERRORS: Readonly<Record<string, { status: number; detail: string }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: "The request body is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    detail: "Unsupported media type; send application/json.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: "The JSON body is empty." },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: "The JSON body is malformed." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    detail: "The Content-Length header does not match the body.",
  },
};

/**
 * The one place failures become answers: ApiError as thrown, Fastify's parser errors as
 * above, anything else a 500 whose details stay in the log (never a stack trace on the wire).
 */
export function handleError(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // A 413's unread rest (a 1 GiB upload cut at the limit) is not received: like every error
  // answered before its body was read, it closes the connection (closeUnreadBodies).
  if (error instanceof ForeignRecordError) logForeignRecordAttempt(request, error);
  // No route has this method and path: whatever the body was (a JSON content type and no
  // body fails in the parser first), the answer is the 404 of an unknown route, not a 400.
  if (request.is404 && !(error instanceof ApiError)) {
    return reply.code(404).send({ detail: "Not found." });
  }
  if (error instanceof ApiError) {
    return reply.code(error.status).headers(error.headers).send(error.body);
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return reply.code(known.status).send({ detail: known.detail });
  if (
    error instanceof SyntaxError ||
    (error.statusCode === 400 && error.code?.startsWith("FST_"))
  ) {
    return reply.code(400).send({ detail: "The request could not be parsed." });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, "database unavailable");
    return reply.code(503).header("Retry-After", "5").send({ detail: DATABASE_UNAVAILABLE_DETAIL });
  }
  const status =
    typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 500;
  if (status >= 500) request.log.error({ err: error }, "request failed");
  return reply
    .code(status)
    .send({ detail: status >= 500 ? "A server error occurred." : error.message });
}
