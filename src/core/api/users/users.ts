import { Schema } from "effect";
import { modulePermissionLabel } from "../../permissions/access-levels.ts";
import { ALL_PERMISSIONS, MODULE_PERMISSIONS } from "../../permissions/permission-names.ts";
import { defineList } from "../define-list.ts";
import { bothWays, oneOfFilter, searchFilter } from "../list-query.ts";
import { Id, IsoDateTime, NonEmptyString } from "../primitives.ts";

/**
 * The users of the caller's company as user administration shows them
 * (/account-settings/manage/users and its edit page): GET /users and GET /users/{id}.
 */

/** "invited": added by an admin, has not chosen a password yet (/manage/pending-users). */
export const USER_STATUSES = ["active", "inactive", "invited"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** How user administration names each account state. */
export const USER_STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  active: "Active",
  invited: "Invited",
  inactive: "Deactivated",
};

/** Who a company's user is: the same fields for a user and for one still invited. */
export const UserProfileFields = {
  id: Id,
  firstname: Schema.String,
  lastname: Schema.String,
  email: NonEmptyString,
  phone: Schema.NullOr(Schema.String),
  job_title: Schema.NullOr(Schema.String),
};

export const CompanyUser = Schema.Struct({
  ...UserProfileFields,
  status: Schema.Literals(USER_STATUSES),
  /** Permission names, sorted; unknown names are kept, not refused (as in user info). */
  permissions: Schema.Array(Schema.String),
  /** Null until the first sign-in. */
  last_login: Schema.NullOr(IsoDateTime),
  /** When the account was created (invited). */
  date_joined: IsoDateTime,
});
export type CompanyUser = typeof CompanyUser.Type;

/** Someone named in another record (a log entry, an invite): enough to show and link them. */
export const PersonRef = Schema.Struct({ id: Id, name: Schema.String, email: NonEmptyString });
export type PersonRef = typeof PersonRef.Type;

/** `?ordering=` of GET /users, DRF style: a field name, "-" for descending. */
export const USER_ORDERINGS = bothWays("name", "email", "date_joined", "last_login");
export type UserOrdering = (typeof USER_ORDERINGS)[number];

/**
 * GET /users, declared once (define-list.ts): `search` matches first name, last name, full
 * name or email, ignoring case; `status` one status; `permission` keeps the users holding
 * that permission (plus `offset`, `limit` and `ordering`, by name by default).
 */
export const USER_LIST = defineList({
  resource: "users",
  path: "/users",
  item: CompanyUser,
  filters: {
    search: searchFilter(200),
    status: oneOfFilter(USER_STATUSES, USER_STATUS_LABELS, "Status"),
    permission: {
      schema: Schema.Literals(ALL_PERMISSIONS),
      label: "Permission",
      // What a user may hold of a module, "Billing: view": staff permissions are not offered.
      choices: MODULE_PERMISSIONS.map((each) => ({
        value: each,
        label: modulePermissionLabel(each),
      })),
    },
  },
  orderings: USER_ORDERINGS,
  defaultOrdering: "name",
});
