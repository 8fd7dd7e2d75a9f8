import {
  type FeatureRequest,
  FeatureRequestReceipt,
} from "../../../core/api/content/feature-request.ts";
import type { HttpClient } from "../../http/index.ts";

/**
 * POST /request-feature, built where the form is (the changelog page's chunk) rather than in
 * createPortalApi, so its schema loads with the form.
 */
export function sendFeatureRequest(http: HttpClient, request: FeatureRequest) {
  return http.request({
    method: "POST",
    path: "/request-feature",
    body: request,
    response: FeatureRequestReceipt,
  });
}
