import type { Permission } from "../../../src/core/permissions/index.ts";
import { activityBy } from "../activity/activity-entry.ts";
import { recordActivity } from "../activity/record-activity.ts";
import { sendPdf } from "../uploads/send-pdf.ts";
import type { PathRecordKind } from "./foreign-rows.ts";
import type { AnySchema, Decoded, Router, SignedInInput } from "./routes.ts";

/** A PDF made on request for the caller, with the name it is downloaded under. */
export interface MadePdf {
  readonly name: string;
  readonly pdf: Uint8Array;
}

export interface PdfRouteSpec<P extends AnySchema | undefined> {
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: "signed-in" | ReadonlyArray<Permission>;
  /** The path's parameters, decoded by the router as for any route. */
  readonly params?: P;
  /** The record kind the path's `:id` names (RouteSpec.names). */
  readonly names?: PathRecordKind;
}

/** What the document is made from: the caller and the decoded path. */
export type PdfInput<P> = Pick<
  SignedInInput<undefined, undefined, P>,
  "request" | "user" | "params"
>;

/**
 * GET of a document rendered on request (invoice, LOA, RFO): the route only says what to
 * render, so every such download is documented as `application/pdf` and sent the same way.
 */
export function registerPdfRoute<P extends AnySchema | undefined = undefined>(
  router: Router,
  spec: PdfRouteSpec<P>,
  make: (input: PdfInput<Decoded<P>>) => Promise<MadePdf>,
): void {
  router.route(
    { ...spec, method: "GET", produces: "application/pdf" },
    async ({ request, reply, user, params }) => {
      const { name, pdf } = await make({ request, user, params });
      // Every PDF download is in the company's activity log (issue 44).
      await recordActivity(router.ctx.db, {
        ...activityBy(router.ctx, user),
        action: "export.downloaded",
        target: { type: "document", id: null, label: name },
        after: { format: "pdf", path: request.url.split("?")[0] ?? request.url },
      });
      return sendPdf(reply, name, pdf);
    },
  );
}
