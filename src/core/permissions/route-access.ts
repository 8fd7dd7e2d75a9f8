import { holdsAnyOf } from "./module-matrix.ts";
import type { HeldPermissions, Permission } from "./permission-names.ts";
import { ROUTE_REQUIREMENTS, type RouteRequirement } from "./route-requirements.ts";

/**
 * Matches concrete pathnames ("/billing/invoices/42") against the route table, the way the
 * router does: case-insensitive, empty segments ignored, each segment percent-decoded, static
 * segments preferred over `:params`, `:params` over a trailing `*`.
 */

function segmentsOf(path: string): string[] {
  const pathOnly = path.replace(/[?#].*/s, "");
  return pathOnly
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => decodeSegment(segment).toLowerCase());
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * How well `pattern` fits `path`, or undefined when it does not. With `asPrefix`, the pattern
 * only needs to match the start of the path.
 */
function matchScore(pattern: string[], path: string[], asPrefix: boolean): number | undefined {
  let score = 0;
  for (const [index, part] of pattern.entries()) {
    if (part === "*" && index === pattern.length - 1) return score;
    const segment = path[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(":")) score += 2;
    else if (part === segment) score += 3;
    else return undefined;
  }
  return asPrefix || pattern.length === path.length ? score : undefined;
}

/**
 * The table's patterns split once: the top bar asks about each of its entries when it first
 * renders, and splitting and decoding every pattern again for each question was a visible
 * part of the dashboard's first render at Lighthouse's 4x CPU slowdown (docs/performance.md).
 */
const PATTERNS: ReadonlyArray<{ readonly route: RouteRequirement; readonly pattern: string[] }> =
  ROUTE_REQUIREMENTS.map((route) => ({ route, pattern: segmentsOf(route.pattern) }));

function bestRoute(pathname: string, asPrefix: boolean): RouteRequirement | undefined {
  const path = segmentsOf(pathname);
  let best: { route: RouteRequirement; rank: number } | undefined;
  for (const { route, pattern } of PATTERNS) {
    const score = matchScore(pattern, path, asPrefix);
    if (score === undefined) continue;
    // Among prefixes the deepest route wins first; among exact matches the most specific.
    const rank = asPrefix ? pattern.length * 1000 + score : score;
    if (best === undefined || rank > best.rank) best = { route, rank };
  }
  return best?.route;
}

/** The private route a pathname shows, or undefined when no route matches it exactly. */
export function matchPrivateRoute(pathname: string): RouteRequirement | undefined {
  return bestRoute(pathname, false);
}

/**
 * What each pathname asked about needs, remembered: the table never changes, and the top bar
 * asks about every menu entry (and each permitted link about its target) on every render,
 * each question a walk of the whole table (part of the dashboard's first render, which
 * Lighthouse counts as blocking time; docs/performance.md).
 */
const REQUIREMENTS_SEEN = new Map<string, ReadonlyArray<Permission>>();
const REQUIREMENTS_SEEN_LIMIT = 500;

/**
 * The permissions a pathname needs (any one suffices; empty = signed in is enough). A path no
 * route matches (it will show "not found") inherits the requirement of the deepest route it
 * lies under, so "/billing/unknown" tells a user without billing access nothing either.
 */
export function requiredPermissionsFor(pathname: string): ReadonlyArray<Permission> {
  const known = REQUIREMENTS_SEEN.get(pathname);
  if (known !== undefined) return known;
  const requires = (matchPrivateRoute(pathname) ?? bestRoute(pathname, true))?.requires ?? [];
  // Bounded: addresses with ids ("/billing/invoices/42") are endless; the menus' few are not.
  if (REQUIREMENTS_SEEN.size >= REQUIREMENTS_SEEN_LIMIT) REQUIREMENTS_SEEN.clear();
  REQUIREMENTS_SEEN.set(pathname, requires);
  return requires;
}

export type RouteAccess = "allowed" | "no-permissions";

export function routeAccess(pathname: string, held: HeldPermissions): RouteAccess {
  return holdsAnyOf(held, requiredPermissionsFor(pathname)) ? "allowed" : "no-permissions";
}
