import type { FastifyRequest } from "fastify";
import type { Permission } from "../../../src/core/permissions/index.ts";
import type { CurrentUser } from "../auth/current-user.ts";
import { sendPdf } from "../uploads/send-pdf.ts";
import type { Router } from "./routes.ts";

/** A PDF made on request for the caller, with the name it is downloaded under. */
export interface MadePdf {
  readonly name: string;
  readonly pdf: Uint8Array;
}

export interface PdfRouteSpec {
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: "signed-in" | ReadonlyArray<Permission>;
}

/**
 * GET of a document rendered on request (invoice, LOA, RFO): the route only says what to
 * render, so every such download is documented as `application/pdf` and sent the same way.
 */
export function registerPdfRoute(
  router: Router,
  spec: PdfRouteSpec,
  make: (request: FastifyRequest, user: CurrentUser) => Promise<MadePdf>,
): void {
  router.route(
    { ...spec, method: "GET", produces: "application/pdf" },
    async ({ request, reply, user }) => {
      const { name, pdf } = await make(request, user);
      return sendPdf(reply, name, pdf);
    },
  );
}
