import type { FastifyReply, FastifyRequest } from "fastify";
import { DevMailboxMessage, DevMailboxQuery } from "../../../../src/core/api/auth/dev-mailbox.ts";
import { API_VERSION_PREFIX } from "../../../../src/core/constants.ts";
import type { ServerContext } from "../../context.ts";
import { notFound } from "../../http/api-error.ts";
import { NOT_FOUND_DETAIL, sendDetail } from "../../http/problem.ts";
import type { Router } from "../../http/routes.ts";
import { isLoopback } from "../../mail/dev-mailbox.ts";

/**
 * GET /dev/mailbox?email=<address>: the development mailbox. Answers the newest mail the
 * server sent to the address since it started (one-time codes, reset and invite links), with
 * the code it carries as `secret`, so the demo and the tests can use accounts that need a
 * mailed code without a mail server.
 *
 * It is an explicit opt-in (CONDUIT_DEV_MAILBOX=on) and exists only on the embedded database
 * with the server bound to the loopback interface (mail/dev-mailbox.ts decides; main.ts prints
 * a notice while it is on). Otherwise the route is not registered: it answers 404 like any
 * unknown path and is absent from the OpenAPI document. Even when on, a request that does not
 * come from the loopback interface, or that a proxy forwarded, gets that same 404
 * (devMailboxLoopbackOnly, an onRequest hook: before the query is even read).
 */
export function registerDevMailboxRoutes(router: Router, ctx: ServerContext): void {
  const mailbox = ctx.devMailbox;
  if (mailbox === null) return;
  router.publicRoute(
    {
      method: "GET",
      path: "/dev/mailbox",
      // No mail for the address, or not asked from the loopback interface.
      errors: [404],
      summary: "Newest mail for an address (development mailbox, loopback only)",
      tag: "Development",
      query: DevMailboxQuery,
      response: DevMailboxMessage,
    },
    async ({ query, reply }) => {
      reply.header("Cache-Control", "no-store");
      const mail = mailbox.newest(query.email, query.kind);
      if (!mail) throw notFound("No mail for this address.");
      return {
        kind: mail.kind,
        subject: mail.subject,
        body: mail.body,
        secret: mail.secret,
        created_at: mail.createdAt.toISOString(),
      };
    },
  );
}

const MAILBOX_URL = `${API_VERSION_PREFIX}/dev/mailbox`;

/**
 * onRequest hook of the server while the mailbox is on: a request for it from another machine,
 * or one a proxy forwarded (which may have come from anywhere), is answered as an unknown path.
 * The peer's socket address decides, not the client address a proxy claims.
 */
export async function devMailboxLoopbackOnly(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.routeOptions.url !== MAILBOX_URL) return;
  const forwarded =
    request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined;
  if (forwarded || !isLoopback(request.socket.remoteAddress)) {
    await sendDetail(reply, 404, NOT_FOUND_DETAIL);
  }
}
