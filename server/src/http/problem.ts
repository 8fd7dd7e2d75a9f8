import type { FastifyReply } from "fastify";

/**
 * Error answers in the contract's shape (DESIGN.md section 5, Django REST Framework style):
 * `{ "detail": "..." }` with the right status. Every route answers failures through here.
 */
export function sendDetail(reply: FastifyReply, status: number, detail: string): FastifyReply {
  return reply.code(status).type("application/json; charset=utf-8").send({ detail });
}

export const NOT_FOUND_DETAIL = "Not found.";
