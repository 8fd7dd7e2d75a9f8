import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { FilterText, IdFilter, PERIOD_FILTERS, someOfFilter } from "../list-query.ts";
import { Id, IsoDateTime, NamedRef } from "../primitives.ts";
import { PersonRef } from "../users/users.ts";

/**
 * The company's activity log (issue 44): every change made in the company, who made it and
 * from where, append-only and chained by hashes on the server.
 *
 * GET /activity-log (administrators: view or write of the admin module), newest first, with
 * CSV export; GET /activity-log/verify -> ActivityChainCheck.
 */

/**
 * What an entry records. A module adding a change adds its action here (and its label), then
 * calls the server's `recordActivity` (docs/adding-a-module.md).
 */
export const ACTIVITY_ACTIONS = [
  "order.placed",
  "change_order.placed",
  "cease_order.placed",
  "cease_order.cancelled",
  "service.renamed",
  "service.locked",
  "service.unlocked",
  "ticket.created",
  "ticket.edited",
  "ticket.transitioned",
  "ticket.commented",
  "ticket.followed",
  "ticket.unfollowed",
  "invoice.disputed",
  "user.invited",
  "user.invite_cancelled",
  "user.edited",
  "user.permissions_changed",
  "user.deactivated",
  "user.reactivated",
  "api_key.created",
  "api_key.revoked",
  "api_key.used",
  "calendar_feed.created",
  "calendar_feed.revoked",
  "webhook.created",
  "webhook.edited",
  "webhook.deleted",
  "webhook.secret_rotated",
  "two_factor.enabled",
  "two_factor.disabled",
  "two_factor.backup_codes_replaced",
  "two_factor.company_requirement_changed",
  "session.revoked",
  "session.ended_others",
  "contact.created",
  "contact.edited",
  "contact.deleted",
  "alert_rule.created",
  "alert_rule.edited",
  "alert_rule.deleted",
  "billing_reference.changed",
  "export.downloaded",
  "sign_in.succeeded",
  "sign_in.failed",
  "impersonation.started",
  "impersonation.stopped",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_ACTION_LABELS: Record<ActivityAction, string> = {
  "order.placed": "Order placed",
  "change_order.placed": "Change order placed",
  "cease_order.placed": "Cease order placed",
  "cease_order.cancelled": "Cease order cancelled",
  "service.renamed": "Service renamed",
  "service.locked": "Service locked",
  "service.unlocked": "Service unlocked",
  "ticket.created": "Ticket created",
  "ticket.edited": "Ticket edited",
  "ticket.transitioned": "Ticket status changed",
  "ticket.commented": "Ticket comment",
  "ticket.followed": "Ticket followed",
  "ticket.unfollowed": "Ticket unfollowed",
  "invoice.disputed": "Invoice disputed",
  "user.invited": "User invited",
  "user.invite_cancelled": "Invitation cancelled",
  "user.edited": "User edited",
  "user.permissions_changed": "Permissions changed",
  "user.deactivated": "User deactivated",
  "user.reactivated": "User reactivated",
  "api_key.created": "API key created",
  "api_key.revoked": "API key revoked",
  "api_key.used": "API key used",
  "calendar_feed.created": "Calendar feed created",
  "calendar_feed.revoked": "Calendar feed revoked",
  "webhook.created": "Webhook endpoint added",
  "webhook.edited": "Webhook endpoint changed",
  "webhook.deleted": "Webhook endpoint removed",
  "webhook.secret_rotated": "Webhook secret rotated",
  "two_factor.enabled": "Two-factor sign-in turned on",
  "two_factor.disabled": "Two-factor sign-in turned off",
  "two_factor.backup_codes_replaced": "Backup codes replaced",
  "two_factor.company_requirement_changed": "Company two-factor requirement changed",
  "session.revoked": "Session signed out",
  "session.ended_others": "Signed out everywhere else",
  "contact.created": "Contact added",
  "contact.edited": "Contact edited",
  "contact.deleted": "Contact removed",
  "alert_rule.created": "Alert rule added",
  "alert_rule.edited": "Alert rule changed",
  "alert_rule.deleted": "Alert rule removed",
  "billing_reference.changed": "Billing references changed",
  "export.downloaded": "Export downloaded",
  "sign_in.succeeded": "Signed in",
  "sign_in.failed": "Failed sign-in",
  "impersonation.started": "Impersonation started",
  "impersonation.stopped": "Impersonation ended",
};

export const ACTIVITY_ACTOR_KINDS = ["user", "api_key", "staff", "system"] as const;

/** Who acted: a user, an API key (acting as its creator), staff acting as a user, the server. */
export const ActivityActor = Schema.Struct({
  kind: Schema.Literals(ACTIVITY_ACTOR_KINDS),
  /** The user the change is attributed to (the impersonated user, the key's creator). */
  user: Schema.NullOr(PersonRef),
  /** Provider staff acting as `user`. */
  staff: Schema.NullOr(PersonRef),
  mode: Schema.NullOr(Schema.Literals(["full", "read-only"])),
  api_key: Schema.NullOr(NamedRef),
});
export type ActivityActor = typeof ActivityActor.Type;

/** One value of a before/after summary. */
export const ActivityValue = Schema.Union([
  Schema.String,
  Schema.Number,
  Schema.Boolean,
  Schema.Null,
  Schema.Array(Schema.String),
]);
export const ActivitySummary = Schema.Record(Schema.String, ActivityValue);
export type ActivitySummary = typeof ActivitySummary.Type;

export const ActivityLogEntry = Schema.Struct({
  id: Id,
  /** The entry's position in the company's chain. */
  seq: Schema.Number,
  occurred_at: IsoDateTime,
  actor: ActivityActor,
  address: Schema.NullOr(Schema.String),
  action: Schema.Literals(ACTIVITY_ACTIONS),
  target: Schema.Struct({
    type: Schema.String,
    id: Schema.NullOr(Schema.String),
    label: Schema.String,
  }),
  before: Schema.NullOr(ActivitySummary),
  after: Schema.NullOr(ActivitySummary),
});
export type ActivityLogEntry = typeof ActivityLogEntry.Type;

export const ACTIVITY_LOG_EXPORT_COLUMNS = [
  "Position",
  "Time (UTC)",
  "Actor",
  "Actor e-mail",
  "Acting staff",
  "Mode",
  "API key",
  "Address",
  "Action",
  "Target type",
  "Target id",
  "Target",
  "Before",
  "After",
] as const;

/**
 * GET /activity-log, declared once (define-list.ts), newest first: `actor` the user an entry
 * is filed under, `action` one or more actions, `target` text in the target's name or id,
 * and a period; `export=true` for CSV.
 */
export const ACTIVITY_LOG_LIST = defineList({
  resource: "activity-log",
  path: "/activity-log",
  item: ActivityLogEntry,
  filters: {
    actor: { schema: IdFilter, label: "Actor" },
    action: someOfFilter(ACTIVITY_ACTIONS, ACTIVITY_ACTION_LABELS, "Action"),
    target: { schema: FilterText(200), label: "Target" },
    ...PERIOD_FILTERS,
  },
  csvColumns: ACTIVITY_LOG_EXPORT_COLUMNS,
  pageSize: 25,
});

/** GET /activity-log/verify: whether the company's chain is intact, and how far it was read. */
export const ActivityChainCheck = Schema.Struct({
  intact: Schema.Boolean,
  checked: Schema.Number,
  /** The position of the first entry that does not fit, or null when intact. */
  broken_at: Schema.NullOr(Schema.Number),
});
export type ActivityChainCheck = typeof ActivityChainCheck.Type;

const valueText = (value: ActivitySummary[string] | undefined): string => {
  if (value === undefined || value === null || value === "") return "—";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.join(", ");
  return String(value);
};

/**
 * What an entry changed, in one line: "priority: normal → low" for a field in both halves,
 * "reason: exit" for one only in `after` (or `before`).
 */
export function activityChangeText(entry: Pick<ActivityLogEntry, "before" | "after">): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (names.length === 0) return "—";
  return names
    .map((name) => {
      const label = name.replaceAll("_", " ");
      if (!(name in before)) return `${label}: ${valueText(after[name])}`;
      if (!(name in after)) return `${label}: ${valueText(before[name])} (before)`;
      return `${label}: ${valueText(before[name])} → ${valueText(after[name])}`;
    })
    .join("; ");
}

/** Who acted, in one line: "Alice Anders", "Build key (API key of Alice Anders)"... */
export function activityActorText(actor: ActivityActor): string {
  const person = (ref: ActivityActor["user"]) => (ref === null ? "" : ref.name || ref.email);
  switch (actor.kind) {
    case "api_key":
      return `${actor.api_key?.name ?? "API key"} (API key of ${person(actor.user)})`;
    case "staff":
      return `${person(actor.staff)} (provider staff, ${actor.mode ?? "full"}) as ${person(actor.user)}`;
    case "system":
      return "Conduit";
    default:
      return person(actor.user);
  }
}
