import { Schema } from "effect";
import { trimmedText } from "../plain-text.ts";
import { Id, NonEmptyString } from "../primitives.ts";

export const FEATURE_TITLE_MAX_LENGTH = 200;
export const FEATURE_DESCRIPTION_MAX_LENGTH = 5000;

/** How urgent a request is for the customer who sends it. */
export const FEATURE_URGENCIES = ["low", "normal", "high"] as const;
export type FeatureUrgency = (typeof FEATURE_URGENCIES)[number];
export const FEATURE_URGENCY_LABELS: Readonly<Record<FeatureUrgency, string>> = {
  low: "Nice to have",
  normal: "Important",
  high: "Urgent: it blocks our work",
};

/** POST /request-feature: a customer's idea for the portal or the network products. */
export const FeatureRequest = Schema.Struct({
  /** What the customer wants. */
  title: trimmedText(FEATURE_TITLE_MAX_LENGTH),
  /** Why: what it would let them do. */
  description: trimmedText(FEATURE_DESCRIPTION_MAX_LENGTH),
  /** How urgent it is for them; "normal" when not said. */
  urgency: Schema.optionalKey(Schema.Literals(FEATURE_URGENCIES)),
});
export type FeatureRequest = typeof FeatureRequest.Type;

/** The 201 answer: the stored request's id and a line to show the user. */
export const FeatureRequestReceipt = Schema.Struct({ id: Id, detail: NonEmptyString });
export type FeatureRequestReceipt = typeof FeatureRequestReceipt.Type;
