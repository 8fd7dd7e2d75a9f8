/**
 * Reading an upload's file name the way an attacker hopes we will not: without its path, with
 * the trailing dots and spaces Windows silently drops, and after Unicode compatibility folding.
 */

/** Longest file name accepted, in characters (common file systems stop at 255). */
export const UPLOAD_NAME_MAX_LENGTH = 255;

// Refused anywhere in a name: control characters (C0 incl. NUL, DEL, C1), unpaired surrogates
// (not text at all), and bidirectional controls, which reorder what the user sees
// ("invoice\u202Efdp.exe" shows as "invoiceexe.pdf"): the embeddings and overrides
// U+202A-U+202E, the isolates U+2066-U+2069, LRM/RLM and the Arabic letter mark.
const UNSAFE = /[\p{Cc}\p{Cs}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const UNSAFE_ALL = new RegExp(UNSAFE.source, "gu");

// Invisible characters someone may slip into an extension ("run.b\u200Bat"); ignored when the
// extension is judged so the name is refused rather than waved through. Joiners (U+200C/D)
// are legitimate in many scripts and emoji, so they only matter here, never as a refusal.
const INVISIBLE = /[\u00ad\u180e\u200b-\u200d\u2060\ufeff]/gu;

export function hasUnsafeNameCharacter(name: string): boolean {
  return UNSAFE.test(name);
}

/** The name with every unsafe character shown as U+FFFD, so a message cannot replay the trick. */
export function defuseName(name: string): string {
  return name.replace(UNSAFE_ALL, "\ufffd");
}

/** The last segment of a path using either separator ("C:\\fakepath\\x.pdf" -> "x.pdf"). */
export function stripPath(name: string): string {
  return name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\")) + 1);
}

/**
 * The name a user should see and the server may record: no path, NFC, no surrounding
 * whitespace, no trailing dots (Windows would drop them and run "run.bat." as "run.bat").
 */
export function displayName(name: string): string {
  return stripPath(name)
    .normalize("NFC")
    .replace(/^\s+|[\s.]+$/gu, "");
}

/**
 * The name folded for comparison: NFKC (full-width "ｅｘｅ" and the one-dot leader become
 * "exe" and "."), invisible characters removed, lower case, trailing dots and spaces dropped.
 */
export function comparisonKey(name: string): string {
  return displayName(name)
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .toLowerCase()
    .replace(/[\s.]+$/u, "");
}

/**
 * The last extension of a name, judged on its comparison key, without the dot; "" if none.
 * A leading dot counts (Windows runs a file named ".exe"), so ".bashrc" has extension "bashrc".
 */
export function lastExtension(name: string): string {
  const key = comparisonKey(name);
  const dot = key.lastIndexOf(".");
  return dot === -1 ? "" : key.slice(dot + 1);
}

/** Length in characters (code points), as a person would count them. */
export function nameLength(name: string): number {
  return Array.from(name).length;
}
