/**
 * The rule both sides keep about administrators (issue 17): a company always keeps at least
 * one active user holding the administration write permission. The portal disables what
 * would break it; the server refuses it with these messages.
 */

export const LAST_ADMIN_PERMISSION_REFUSED =
  "This is the company's last active administrator: another user must hold the administration write permission first.";
export const LAST_ADMIN_DEACTIVATION_REFUSED =
  "This is the company's last active administrator and cannot be deactivated.";
export const OWN_ACCOUNT_DEACTIVATION_REFUSED = "You cannot deactivate your own account.";

/**
 * Whether taking administration away from `userId` (a permission change or a deactivation)
 * leaves the company without an active administrator. `activeAdministratorIds` are the ids of
 * the company's active users holding the administration write permission now.
 */
export function leavesNoAdministrator(
  activeAdministratorIds: ReadonlyArray<string>,
  userId: string,
): boolean {
  return activeAdministratorIds.every((id) => id === userId);
}
