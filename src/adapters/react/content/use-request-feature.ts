import type {
  FeatureRequest,
  FeatureRequestReceipt,
} from "../../../core/api/content/feature-request.ts";
import { sendFeatureRequest } from "../../api/content/feature-request-api.ts";
import { usePortal } from "../portal-context.tsx";
import { type MutationView, useFormMutation } from "../result-views.ts";

/** Sends a feature request; the receipt's `detail` tells the sender it was received. */
export function useRequestFeature(): MutationView<FeatureRequest, FeatureRequestReceipt> {
  const { http } = usePortal();
  return useFormMutation((request: FeatureRequest) => sendFeatureRequest(http, request));
}
