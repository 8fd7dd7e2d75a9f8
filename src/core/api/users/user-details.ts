import { Schema } from "effect";
import { NAME_MAX_LENGTH, OptionalPhone, RequiredText } from "./contact-fields.ts";

/**
 * A person's own details as they or their administrator correct them (issue 40): PUT
 * /me/details (one's own, /account-settings/me) and PUT /users/{id}/details (a colleague's,
 * the edit-user page). The same rules as the invite form (contact-fields.ts): names trimmed and
 * required, the phone optional and shaped like a number. The e-mail is the sign-in name and
 * is not changed here.
 */
export const UserDetailsRequest = Schema.Struct({
  firstname: RequiredText(NAME_MAX_LENGTH),
  lastname: RequiredText(NAME_MAX_LENGTH),
  phone: OptionalPhone,
});
export type UserDetailsRequest = typeof UserDetailsRequest.Type;

export const USER_DETAIL_FIELDS = ["firstname", "lastname", "phone"] as const;
export type UserDetailField = (typeof USER_DETAIL_FIELDS)[number];

export const USER_DETAIL_LABELS: Readonly<Record<UserDetailField, string>> = {
  firstname: "First name",
  lastname: "Last name",
  phone: "Phone",
};

/** One corrected detail as the user log records it: null for "not given". */
export const UserDetailChange = Schema.Struct({
  field: Schema.Literals(USER_DETAIL_FIELDS),
  from: Schema.NullOr(Schema.String),
  to: Schema.NullOr(Schema.String),
});
export type UserDetailChange = typeof UserDetailChange.Type;

type Details = Readonly<Record<UserDetailField, string | null>>;

/** What a correction changes, field by field; empty when it changes nothing (nothing logged). */
export function userDetailChanges(before: Details, after: Details): UserDetailChange[] {
  return USER_DETAIL_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({
    field,
    from: before[field],
    to: after[field],
  }));
}

// An unpaired UTF-16 surrogate cannot be stored as UTF-8: a text column would store U+FFFD for
// it, and a JSON log entry would be refused outright. Replaced the same way before both.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;

/** The text as the database keeps it: each unpaired surrogate replaced by U+FFFD. */
export function storableText(text: string): string {
  return text.replace(LONE_SURROGATE, "\ufffd");
}

/** "Phone: +44 20 7946 0101 → +44 20 7946 0199", "Phone: (none) → …" for the log. */
export function userDetailChangeText(change: UserDetailChange): string {
  const shown = (value: string | null) => (value === null ? "(none)" : value);
  return `${USER_DETAIL_LABELS[change.field]}: ${shown(change.from)} → ${shown(change.to)}`;
}
