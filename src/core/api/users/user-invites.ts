import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { searchFilter } from "../list-query.ts";
import { IsoDateTime } from "../primitives.ts";
import {
  EmailField,
  JOB_TITLE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OptionalPhone,
  OptionalText,
  RequiredText,
} from "./contact-fields.ts";
import { AssignablePermissionList, RolePresetField } from "./user-permissions.ts";
import { PersonRef, UserProfileFields } from "./users.ts";

/**
 * Inviting a colleague (/account-settings/manage/users/invite) and the invites not yet
 * accepted (/manage/pending-users): /register/user, /register/user/{id},
 * /register/user/{id}/resend and /register/user/check-duplicate.
 */

/** How long an invite link works. */
export const INVITE_LIFETIME_DAYS = 7;

export const DUPLICATE_EMAIL = "A user with this email address already exists.";

/** POST /register/user: the new colleague and what they may do. */
export const InviteUserRequest = Schema.Struct({
  email: EmailField,
  firstname: RequiredText(NAME_MAX_LENGTH),
  lastname: RequiredText(NAME_MAX_LENGTH),
  job_title: OptionalText(JOB_TITLE_MAX_LENGTH),
  phone: OptionalPhone,
  permissions: AssignablePermissionList,
  role_preset: RolePresetField,
});
export type InviteUserRequest = typeof InviteUserRequest.Type;

/**
 * An invited user who has not chosen a password yet. `invite_expires_at` is null when no
 * invite link works any more (expired): the admin resends the invite.
 */
export const PendingUser = Schema.Struct({
  ...UserProfileFields,
  permissions: Schema.Array(Schema.String),
  invited_at: IsoDateTime,
  invited_by: Schema.NullOr(PersonRef),
  invite_expires_at: Schema.NullOr(IsoDateTime),
});
export type PendingUser = typeof PendingUser.Type;

/**
 * GET /register/user, declared once (define-list.ts): the pending users, newest invite
 * first; `search` in the name or email, ignoring case (plus `offset` and `limit`).
 */
export const PENDING_USER_LIST = defineList({
  resource: "pending-users",
  path: "/register/user",
  item: PendingUser,
  filters: { search: searchFilter(200) },
});

/** POST /register/user/check-duplicate: is this address taken (by anyone, any company)? */
export const DuplicateCheckRequest = Schema.Struct({ email: EmailField });

/** Only yes or no: never whose address it is or in which company. */
export const DuplicateCheckResponse = Schema.Struct({ exists: Schema.Boolean });
