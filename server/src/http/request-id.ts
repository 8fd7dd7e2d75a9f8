import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyReply, FastifyRequest } from "fastify";

/** What a forwarded id may look like: a UUID, a hex trace id, a balancer's own format. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of each request (Fastify's genReqId): the `X-Request-Id` a trusted proxy sent, so the
 * balancer's log and ours name a request alike; otherwise a fresh UUID. Only a peer that
 * CONDUIT_TRUST_PROXY trusts may choose it (the same rule as X-Forwarded-For): any other
 * client could make its requests' log lines look like somebody else's.
 */
export function requestIdGenerator(trustProxy: string | boolean): (raw: IncomingMessage) => string {
  const trusted =
    trustProxy === true
      ? () => true
      : trustProxy === false
        ? () => false
        : proxyAddr.compile(
            trustProxy
              .split(",")
              .map((entry) => entry.trim())
              .filter((entry) => entry !== ""),
          );
  return (raw) => {
    const header = raw.headers["x-request-id"];
    const peer = raw.socket?.remoteAddress;
    if (typeof header === "string" && FORWARDED_ID.test(header) && peer && trusted(peer, 0)) {
      return header;
    }
    return randomUUID();
  };
}

/**
 * Every answer names its request in `X-Request-Id`; a server error's `{detail}` body carries it
 * as `request_id` too, the id a customer can quote and an operator finds in every log line of
 * that request (Fastify's `reqId`). Other error bodies keep the contract's exact shape (their
 * callers compare them whole); the header is there for them.
 */
export async function stampRequestId(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  reply.header("X-Request-Id", request.id);
  if (reply.statusCode < 500 || typeof payload !== "string" || !payload.startsWith('{"detail"')) {
    return payload;
  }
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    return JSON.stringify({ ...body, request_id: request.id });
  } catch {
    return payload;
  }
}
