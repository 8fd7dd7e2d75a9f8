import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { boundedText, boundedTrim, Count, Id, IsoDateTime, NonEmptyString } from "../primitives.ts";
import { WEBHOOK_EVENT_TYPES } from "./webhook-events.ts";

/**
 * Webhooks (issue 43): a company's endpoints that receive signed POSTs of its events.
 *
 * POST /webhooks WebhookRequest -> 201 CreatedWebhook (with `secret`, shown once);
 * GET /webhooks (WEBHOOK_LIST); GET, PUT (WebhookRequest), DELETE /webhooks/{id};
 * POST /webhooks/{id}/rotate-secret -> WebhookSecret; POST /webhooks/{id}/test -> 202 (a ping);
 * GET /webhooks/{id}/deliveries (WEBHOOK_DELIVERY_LIST);
 * POST /webhooks/{id}/deliveries/{deliveryId}/redeliver -> 202 WebhookDelivery.
 * Administrators only (the admin module), never with an API key.
 */

export const MAX_WEBHOOK_URL_LENGTH = 2000;
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 200;
/** Endpoints one company may hold. */
export const MAX_WEBHOOKS_PER_COMPANY = 50;
/** Every secret starts so, to tell it from a key or a token at a glance. */
export const WEBHOOK_SECRET_PREFIX = "whsec_";

export const WEBHOOK_REFUSALS = {
  url: "Enter an https:// address.",
  noEvent: "Choose at least one event.",
  tooMany: `A company holds at most ${MAX_WEBHOOKS_PER_COMPANY} webhook endpoints.`,
  impersonating: "Webhooks belong to the company's administrators: sign in as yourself.",
} as const;

/**
 * Where deliveries may go besides public https receivers: the server's settings, one decision
 * (issue 49). `loopbackHttp` is the demo's and the tests' receiver on this machine
 * (CONDUIT_WEBHOOK_LOOPBACK); `privateOrigins` are receivers an operator named
 * (CONDUIT_WEBHOOK_PRIVATE_RECEIVERS: a NOC relay on the provider's own network), each an
 * origin (`http://10.20.0.5:8080`): only that scheme, host and port, nothing else there.
 */
export interface WebhookReach {
  readonly loopbackHttp: boolean;
  readonly privateOrigins: ReadonlySet<string>;
}

/** Public https receivers only: the default, and every server that names nothing. */
export const PUBLIC_RECEIVERS_ONLY: WebhookReach = {
  loopbackHttp: false,
  privateOrigins: new Set(),
};

/** Whether `url` is a receiver the operator named (by its origin). */
export function isNamedPrivateReceiver(url: URL, reach: WebhookReach): boolean {
  return reach.privateOrigins.has(url.origin);
}

/**
 * Whether `text` is an address a delivery may go to as far as its text tells: https with a
 * host and no credentials, or plain http where `reach` allows it (a named receiver, or
 * loopback in the demo set-up). Where it resolves to is checked at every delivery (the
 * server's public-address rule), since DNS can change after this check.
 */
export function isWebhookUrl(text: string, reach: WebhookReach = PUBLIC_RECEIVERS_ONLY): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  if (url.username !== "" || url.password !== "" || url.hostname === "") return false;
  if (url.protocol === "https:") return true;
  if (url.protocol !== "http:") return false;
  return isNamedPrivateReceiver(url, reach) || (reach.loopbackHttp && isLoopbackHost(url.hostname));
}

/**
 * The origin of a receiver an operator names, or why it is not one: http or https, a host,
 * no credentials, no path, query or fragment beyond "/" (a name covers one origin, all of it).
 */
export function receiverOrigin(text: string): { origin: string } | { refusal: string } {
  const trimmed = text.trim();
  if (!URL.canParse(trimmed)) return { refusal: `"${trimmed}" is not an address` };
  const url = new URL(trimmed);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { refusal: `"${trimmed}" is not http or https` };
  }
  if (url.username !== "" || url.password !== "") {
    return { refusal: `"${trimmed}" carries credentials` };
  }
  if (url.pathname !== "/" || url.search !== "" || url.hash !== "") {
    return { refusal: `"${trimmed}" names more than an origin (scheme, host and port)` };
  }
  return { origin: url.origin };
}

/** localhost, 127.0.0.0/8 or [::1]: the only hosts plain http may name, in the demo set-up. */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === "localhost" || hostname === "[::1]" || /^127(?:\.\d{1,3}){3}$/u.test(hostname)
  );
}

const WebhookUrl = boundedTrim(MAX_WEBHOOK_URL_LENGTH).pipe(
  Schema.check(
    Schema.makeFilter((text: string) =>
      /^https?:\/\//iu.test(text) && URL.canParse(text) ? true : WEBHOOK_REFUSALS.url,
    ),
  ),
);

const EventList = Schema.Array(Schema.Literals(WEBHOOK_EVENT_TYPES)).pipe(
  Schema.check(
    Schema.isMinLength(1, { message: WEBHOOK_REFUSALS.noEvent }),
    Schema.isMaxLength(WEBHOOK_EVENT_TYPES.length * 2),
  ),
);

/** POST /webhooks and PUT /webhooks/{id}. */
export const WebhookRequest = Schema.Struct({
  url: WebhookUrl,
  events: EventList,
  description: boundedTrim(MAX_WEBHOOK_DESCRIPTION_LENGTH),
});
export type WebhookRequest = typeof WebhookRequest.Type;

/** An endpoint as the list and its page show it: never its secret. */
export const Webhook = Schema.Struct({
  id: Id,
  url: NonEmptyString,
  events: Schema.Array(Schema.String),
  description: Schema.String,
  /** False once it failed for 24 hours (or it was switched off); PUT switches it on again. */
  enabled: Schema.Boolean,
  disabled_reason: Schema.NullOr(Schema.String),
  created: IsoDateTime,
  updated: IsoDateTime,
});
export type Webhook = typeof Webhook.Type;

/** The signing secret, shown only in the answer that made it. */
export const WebhookSecret = Schema.Struct({ secret: NonEmptyString });
export type WebhookSecret = typeof WebhookSecret.Type;

export const CreatedWebhook = Schema.Struct({ ...Webhook.fields, secret: NonEmptyString });
export type CreatedWebhook = typeof CreatedWebhook.Type;

export const DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
};

/** One event's delivery to one endpoint. */
export const WebhookDelivery = Schema.Struct({
  id: Id,
  /** The event's id, the same in every endpoint's delivery of it (the body's `id`). */
  event_id: NonEmptyString,
  event: NonEmptyString,
  status: Schema.Literals(DELIVERY_STATUSES),
  /** The HTTP status of the latest try, null before one or when none came back. */
  response_code: Schema.NullOr(Count),
  /** Why the latest try failed, in a few words, or null. */
  error: Schema.NullOr(boundedText(500)),
  attempts: Count,
  next_attempt: Schema.NullOr(IsoDateTime),
  created: IsoDateTime,
});
export type WebhookDelivery = typeof WebhookDelivery.Type;

/** GET /webhooks, declared once: the company's endpoints, newest first. */
export const WEBHOOK_LIST = defineList({
  resource: "webhooks",
  path: "/webhooks",
  item: Webhook,
});

/** GET /webhooks/{id}/deliveries, declared once: an endpoint's deliveries, newest first. */
export const WEBHOOK_DELIVERY_LIST = defineList({
  resource: "webhook-deliveries",
  path: "/webhooks/{id}/deliveries",
  item: WebhookDelivery,
});
