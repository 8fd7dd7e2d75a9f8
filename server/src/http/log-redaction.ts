import type { FastifyRequest } from "fastify";

/** Keys whose values never reach the log (pino redaction paths). */
export const REDACTED_LOG_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "*.password",
  "*.new_password",
  "*.confirm_password",
  "*.refresh",
  "*.access",
  "*.otp_code",
  "*.code",
  "*.secret",
];

/** Portal pages whose last path segment is a mailed code (reset and invite links). */
const CODE_IN_PATH = /^(\/(?:reset-password|set-password)\/)[^/?#]+/i;
/** Query parameters that may carry a code or a token. */
const CODE_PARAMS = /([?&](?:code|token|secret|otp_code|access|refresh)=)[^&#]*/gi;

/** A request URL as the log may carry it: no code in a link's path or query. */
export function redactUrl(url: string): string {
  return url.replace(CODE_IN_PATH, "$1[redacted]").replace(CODE_PARAMS, "$1[redacted]");
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
