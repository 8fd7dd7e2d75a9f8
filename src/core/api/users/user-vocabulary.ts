import type { UserStatus } from "./users.ts";

/** How user administration names each account state. */
export const USER_STATUS_LABELS: Readonly<Record<UserStatus, string>> = {
  active: "Active",
  invited: "Invited",
  inactive: "Deactivated",
};
