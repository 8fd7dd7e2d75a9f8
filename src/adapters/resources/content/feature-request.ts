import {
  type FeatureRequest,
  FeatureRequestReceipt,
} from "../../../core/api/content/feature-request.ts";
import type { HttpClient } from "../../http/index.ts";
import { usePortal } from "../../react/portal-context.tsx";
import { type MutationView, useFormMutation } from "../../react/result-views.ts";

/**
 * POST /request-feature, here where the form is (the changelog page's chunk) rather than in
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

/** Sends a feature request; the receipt's `detail` tells the sender it was received. */
export function useRequestFeature(): MutationView<FeatureRequest, FeatureRequestReceipt> {
  const { http } = usePortal();
  return useFormMutation((request: FeatureRequest) => sendFeatureRequest(http, request));
}
