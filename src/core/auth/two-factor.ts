/**
 * Two-factor sign-in with an authenticator app (issue 44): the rules both sides share.
 *
 * Codes are TOTP per RFC 6238 with the parameters every authenticator app defaults to (SHA-1,
 * 6 digits, 30-second steps). One step of drift either way is accepted (RFC 6238 section
 * 5.2): a phone whose clock is a little off, or a code typed as it turned over. A code is
 * accepted once: the step it belongs to must be later than the last step the user signed in
 * with, so a code seen over someone's shoulder cannot be replayed within its window.
 *
 * Backup codes: ten, each ten characters from an alphabet without look-alikes (no 0/o, 1/l/i),
 * shown as two groups of five; each works once. They are typed by hand from paper, so case,
 * spaces and the hyphen do not matter.
 */

export const TOTP_ALGORITHM = "SHA1";
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps of clock drift accepted either side of the current one. */
export const TOTP_DRIFT_STEPS = 1;

export const BACKUP_CODE_COUNT = 10;
export const BACKUP_CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const BACKUP_CODE_LENGTH = 10;

/** The 30-second step a moment falls in (RFC 6238's T, with T0 = 0). */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** Whether a code of `step` may still be accepted after `lastUsedStep` (replay refusal). */
export function isUnusedStep(step: number, lastUsedStep: number | null): boolean {
  return lastUsedStep === null || step > lastUsedStep;
}

/** A backup code as stored and compared: lower case, letters and digits only. */
export function normalizeBackupCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]+/g, "");
}

/** A backup code as shown: `abcde-fghjk`. */
export function formatBackupCode(code: string): string {
  const plain = normalizeBackupCode(code);
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

/** Whether the text can be a backup code (the shape only, not whether it is one). */
export function isBackupCodeShape(typed: string): boolean {
  const plain = normalizeBackupCode(typed);
  return (
    plain.length === BACKUP_CODE_LENGTH &&
    [...plain].every((character) => BACKUP_CODE_ALPHABET.includes(character))
  );
}

/**
 * A new backup code from `randomIndex` (the caller's secure generator, answering an integer
 * below its bound): core has no randomness of its own.
 */
export function makeBackupCode(randomIndex: (bound: number) => number): string {
  let code = "";
  for (let index = 0; index < BACKUP_CODE_LENGTH; index += 1) {
    code += BACKUP_CODE_ALPHABET[randomIndex(BACKUP_CODE_ALPHABET.length)];
  }
  return formatBackupCode(code);
}
