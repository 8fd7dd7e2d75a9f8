import { addDays, addYears } from "date-fns";
import { Schema } from "effect";
import { canView, MODULE_MATRIX, MODULES, type Module } from "../../permissions/module-matrix.ts";
import { MODULE_PERMISSIONS, type ModulePermission } from "../../permissions/permission-names.ts";
import { type CalendarDate, utcToday } from "../calendar-date.ts";
import { defineList } from "../define-list.ts";
import {
  boundedText,
  boundedTrim,
  Id,
  IsoDateTime,
  MAX_ID_LENGTH,
  NamedRecordFields,
  NonEmptyString,
} from "../primitives.ts";

/**
 * API keys (issue 43): a credential for a company's scripts, made by an administrator in
 * Account settings -> API keys. A call with `Authorization: Bearer <key>` acts within the key's
 * company with the key's permissions only; the key is shown once and only its digest is kept.
 *
 * POST /api-keys CreateApiKeyRequest -> 201 CreatedApiKey (with `key`, shown once);
 * GET /api-keys (API_KEY_LIST): the company's live keys; DELETE /api-keys/{id} -> 204.
 * Administrators only (the admin module), and never with a key or while impersonating.
 */

/** Every key starts so, which tells it from a session's token at a glance (and to scanners). */
export const API_KEY_PREFIX = "cdk_";
/** Characters of the key the list shows (its prefix included), to tell keys apart. */
export const API_KEY_SHOWN_LENGTH = 12;
export const MAX_API_KEY_NAME_LENGTH = 100;
/** Calls one key may make per minute, across every server instance. */
export const API_KEY_CALLS_PER_MINUTE = 600;

/**
 * What a key may hold: the module permissions but user administration's, so a key can never
 * manage users, permissions or keys (nor impersonate: those permissions are staff's).
 */
export const API_KEY_PERMISSIONS: ReadonlyArray<ModulePermission> = MODULE_PERMISSIONS.filter(
  (name) => !name.endsWith("_admin_module"),
);

export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export const API_KEY_REFUSALS = {
  noPermission: "Give the key at least one permission.",
  expiryPast: "The expiry must be in the future.",
  expiryTooFar: "A key expires within one year.",
  beyondCreator: (names: ReadonlyArray<string>) =>
    `A key cannot hold more than you do: ${names.join(", ")}.`,
  impersonating: "API keys belong to the company's administrators: sign in as yourself.",
  keyCaller: "An API key cannot do this: sign in to the portal.",
} as const;

function keyPermissionProblem(name: string): string | undefined {
  if ((API_KEY_PERMISSIONS as ReadonlyArray<string>).includes(name)) return undefined;
  const shown = name.length > 60 ? `${name.slice(0, 60)}...` : name;
  return `"${shown}" cannot be given to an API key.`;
}

const KeyPermissionList = Schema.Array(boundedText(MAX_ID_LENGTH)).pipe(
  Schema.check(
    Schema.isMinLength(1, { message: API_KEY_REFUSALS.noPermission }),
    Schema.isMaxLength(API_KEY_PERMISSIONS.length * 2, {
      message: `Ensure this field has no more than ${API_KEY_PERMISSIONS.length * 2} elements.`,
    }),
    Schema.makeFilter((names: ReadonlyArray<string>) => {
      const problems = names.flatMap((name) => keyPermissionProblem(name) ?? []);
      return problems.length === 0 ? true : [...new Set(problems)];
    }),
  ),
);

export const CreateApiKeyRequest = Schema.Struct({
  name: boundedTrim(MAX_API_KEY_NAME_LENGTH).pipe(
    Schema.check(Schema.isNonEmpty({ message: "Give the key a name." })),
  ),
  permissions: KeyPermissionList,
  // An instant: no such text runs past 40 characters (the document shows the bound).
  expires_at: IsoDateTime.pipe(Schema.check(Schema.isMaxLength(40))),
});
export type CreateApiKeyRequest = typeof CreateApiKeyRequest.Type;

/** A key as the list shows it: never the key itself. */
export const ApiKey = Schema.Struct({
  id: Id,
  name: NonEmptyString,
  /** The key's first characters (`cdk_` and eight more). */
  prefix: NonEmptyString,
  permissions: Schema.Array(Schema.String),
  created_by: Schema.Struct(NamedRecordFields),
  created: IsoDateTime,
  expires: IsoDateTime,
  last_used: Schema.NullOr(IsoDateTime),
});
export type ApiKey = typeof ApiKey.Type;

/** POST /api-keys: the new key with its secret, the only time it is shown. */
export const CreatedApiKey = Schema.Struct({ ...ApiKey.fields, key: NonEmptyString });
export type CreatedApiKey = typeof CreatedApiKey.Type;

/** GET /api-keys, declared once (define-list.ts): the company's live keys, newest first. */
export const API_KEY_LIST = defineList({
  resource: "api-keys",
  path: "/api-keys",
  item: ApiKey,
});

/** The key's permissions in the module matrix's order, each once. */
export function keyPermissions(names: ReadonlyArray<string>): ModulePermission[] {
  return API_KEY_PERMISSIONS.filter((name) => names.includes(name));
}

/**
 * Whether the holder of `held` may give a key this permission: the module matrix's own rule,
 * so a view permission is theirs to give through its write side too (write implies view).
 */
function mayGrant(held: ReadonlyArray<string>, name: string): boolean {
  const module = MODULES.find((each) => MODULE_MATRIX[each].view === name);
  return module === undefined ? held.includes(name) : canView(held, module);
}

/**
 * Why a key cannot be made as asked, by field, or null: it expires after now and within a
 * year, and holds nothing its creator does not. The server applies it; the form says the same
 * before sending.
 */
export function apiKeyProblems(
  request: Pick<CreateApiKeyRequest, "permissions" | "expires_at">,
  creatorPermissions: ReadonlyArray<string>,
  now: Date,
): Partial<Record<"permissions" | "expires_at", string>> | null {
  const problems: Partial<Record<"permissions" | "expires_at", string>> = {};
  const expires = Date.parse(request.expires_at);
  if (!(expires > now.getTime())) problems.expires_at = API_KEY_REFUSALS.expiryPast;
  else if (expires > addYears(now, 1).getTime())
    problems.expires_at = API_KEY_REFUSALS.expiryTooFar;
  const beyond = keyPermissions(request.permissions).filter(
    (name) => !mayGrant(creatorPermissions, name),
  );
  if (beyond.length > 0) problems.permissions = API_KEY_REFUSALS.beyondCreator(beyond);
  return Object.keys(problems).length === 0 ? null : problems;
}

/**
 * What a key may do at the time of a call: its own permissions that its creator still holds
 * (directly, or a view through its write), so a creator who loses a right takes it from their
 * keys as well.
 */
export function effectiveKeyPermissions(
  keyHolds: ReadonlyArray<string>,
  creatorHolds: ReadonlyArray<string>,
): ModulePermission[] {
  return keyPermissions(keyHolds).filter((name) => mayGrant(creatorHolds, name));
}

/** The modules a key may reach, in the matrix's order (user administration is never one). */
export const API_KEY_MODULES: ReadonlyArray<Module> = ["service", "billing", "support", "profile"];

/** How long a new key lives unless its creator chooses otherwise. */
export const DEFAULT_API_KEY_DAYS = 90;

/**
 * The days a key's expiry may be chosen from, for the form: from tomorrow to the last day
 * whose end still falls within a year of now, and the default (DEFAULT_API_KEY_DAYS ahead).
 */
export function apiKeyExpiryDays(now: Date): {
  readonly earliest: CalendarDate;
  readonly initial: CalendarDate;
  readonly latest: CalendarDate;
} {
  return {
    earliest: utcToday(addDays(now, 1)),
    initial: utcToday(addDays(now, DEFAULT_API_KEY_DAYS)),
    latest: utcToday(addDays(addYears(now, 1), -1)),
  };
}

/** A chosen day as the key's expiry: the end of that day in UTC. */
export function apiKeyExpiryOf(day: CalendarDate): string {
  return `${day}T23:59:59.000Z`;
}
