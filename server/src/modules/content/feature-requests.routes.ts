import {
  FeatureRequest,
  FeatureRequestReceipt,
} from "../../../../src/core/api/content/feature-request.ts";
import type { ServerContext } from "../../context.ts";
import { featureRequests } from "../../db/schema.ts";
import type { Router } from "../../http/routes.ts";

export const FEATURE_REQUEST_RECEIVED = "Thank you: your feature request has been received.";

/** POST /request-feature: stores a customer's idea with who sent it and for which company. */
export function registerFeatureRequestRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "POST",
      path: "/request-feature",
      summary: "Send a feature request to the provider",
      tag: "Content",
      access: "signed-in",
      body: FeatureRequest,
      response: FeatureRequestReceipt,
      status: 201,
    },
    async ({ user, body }) => {
      const [row] = await ctx.db
        .insert(featureRequests)
        .values({
          userId: user.id,
          companyId: user.companyId,
          title: body.title,
          description: body.description,
          urgency: body.urgency ?? "normal",
          createdAt: ctx.now(),
        })
        .returning({ id: featureRequests.id });
      if (!row) throw new Error("The feature request was not stored.");
      return { id: String(row.id), detail: FEATURE_REQUEST_RECEIVED };
    },
  );
}
