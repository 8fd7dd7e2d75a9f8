/**
 * The path a user returns to after signing in (DESIGN.md section 6: same-origin paths only).
 * It arrives through the address bar, so it is untrusted: anything that is not plainly a path
 * on this site becomes "/".
 *
 * Rather than repairing input we accept it unchanged or not at all, which keeps the rule easy
 * to reason about and makes sanitising idempotent. Accepted means:
 * - at most MAX_RETURN_PATH_LENGTH characters;
 * - one leading "/", not followed by "/" or "\" (those start a host: "//evil", "/\evil");
 * - no whitespace, control, format or unassigned characters and no backslash anywhere (URL
 *   parsers drop or rewrite them, which is how "/\t/evil" turns into "//evil");
 * - no "." or ".." segments (they can collapse "/a/..//evil" into "//evil");
 * - the path part still passes after percent-decoding, repeatedly ("/%2F/evil", "/%252e%252e");
 * - not a page of the sign-in flow: returning to sign-out would loop, and sign-in, sign-up,
 *   password reset or set-password pages make no sense once signed in.
 * Query and hash of an accepted path are kept.
 */

export const MAX_RETURN_PATH_LENGTH = 2048;
const FALLBACK = "/";
/** More nested encodings than this are not a real link; such input is refused. */
const MAX_DECODE_ROUNDS = 8;

const FORBIDDEN_CHARACTER = /[\s\p{C}\\]/u;
const AUTH_FLOW_PAGE =
  /^\/(?:sign-out|sign-up|forgot-password|(?:[a-z0-9-]+-)?sign-in|(?:reset|set)-password(?:\/.*)?)$/;

/** Decodes %XX escapes of ASCII characters, the only ones that can change where a URL leads. */
function decodeAsciiEscapes(text: string): string {
  return text.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

function isAuthFlowPage(path: string): boolean {
  const pathOnly = path.replace(/[?#].*/s, "");
  const normalised = pathOnly
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/\/+$/, "");
  return AUTH_FLOW_PAGE.test(normalised);
}

function isSafePath(path: string): boolean {
  return (
    path.startsWith("/") &&
    path[1] !== "/" &&
    path[1] !== "\\" &&
    !FORBIDDEN_CHARACTER.test(path) &&
    !path.split("/").some((segment) => segment === "." || segment === "..") &&
    !isAuthFlowPage(path)
  );
}

/** The path part and each of its successively decoded forms must all be safe. */
function isSafeAtEveryDecoding(path: string): boolean {
  let current = path;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    if (!isSafePath(current)) return false;
    const decoded = decodeAsciiEscapes(current);
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}

export function sanitizeReturnPath(input: unknown): string {
  if (typeof input !== "string" || input.length > MAX_RETURN_PATH_LENGTH) return FALLBACK;
  if (FORBIDDEN_CHARACTER.test(input)) return FALLBACK;
  const pathPart = input.replace(/[?#].*/s, "");
  return isSafeAtEveryDecoding(pathPart) ? input : FALLBACK;
}

/** The return path for the current location (router or window.location parts), sanitised. */
export function returnPathFromLocation(pathname: string, search: string, hash: string): string {
  const query = search === "" || search.startsWith("?") ? search : `?${search}`;
  const fragment = hash === "" || hash.startsWith("#") ? hash : `#${hash}`;
  return sanitizeReturnPath(`${pathname}${query}${fragment}`);
}
