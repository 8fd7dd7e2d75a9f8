/**
 * Password rules shared by the change-password form, the reset and invite forms and the
 * server, so that the portal never accepts what the server refuses. Lengths count
 * characters as people see them (code points), not UTF-16 units.
 */

/** Shortest password the server accepts. */
export const PASSWORD_MIN_LENGTH = 12;
/** Longest password accepted: bounds the hashing work one request can cause. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match.";
export const PASSWORD_UNCHANGED = "New password must differ from the current password.";

function lengthInCharacters(text: string): number {
  return [...text].length;
}

/** Why a new password is not acceptable, or undefined when it is. */
export function newPasswordProblem(password: string): string | undefined {
  const length = lengthInCharacters(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return undefined;
}

/** Why the confirmation does not confirm the new password, or undefined when it does. */
export function confirmationProblem(password: string, confirmation: string): string | undefined {
  return password === confirmation ? undefined : PASSWORDS_DO_NOT_MATCH;
}
