/**
 * A time in a mail ("2026-12-10 22:00 UTC"): a mail is read anywhere, by a distribution
 * list's members in many zones, so it names the zone rather than guessing the reader's.
 */
export function utcMinuteText(value: Date | string): string {
  const iso = (typeof value === "string" ? new Date(value) : value).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
