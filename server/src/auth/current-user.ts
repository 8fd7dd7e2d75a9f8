import type { FastifyReply, FastifyRequest } from "fastify";
import { API_KEY_REFUSALS, isApiKeyToken } from "../../../src/core/api/account/api-keys.ts";
import { TWO_FACTOR_ENROLMENT_REQUIRED } from "../../../src/core/api/account/two-factor.ts";
import { holdsAnyOf, type Permission } from "../../../src/core/permissions/index.ts";
import { activityBy } from "../activity/activity-entry.ts";
import { recordActivity } from "../activity/record-activity.ts";
import type { ServerContext } from "../context.ts";
import type { Statement } from "../db/prepared.ts";
import { type ReusedReads, reusedReads } from "../db/reused-reads.ts";
import { ApiError, forbidden, unauthorized } from "../http/api-error.ts";
import { type KeyCaller, keyCaller } from "./api-key-callers.ts";
import type { CurrentUser } from "./caller.ts";
import { verifyToken } from "./tokens.ts";

const byRequest = new WeakMap<FastifyRequest, CurrentUser>();

/** The view permissions a read-only impersonation keeps: write_x becomes view_x. */
export function readOnlyView(permissions: ReadonlyArray<string>): string[] {
  const views = new Set<string>();
  for (const name of permissions) {
    if (name.startsWith("view_")) views.add(name);
    if (name.startsWith("write_")) views.add(`view_${name.slice("write_".length)}`);
  }
  return [...views].sort();
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * One round trip per request: the user, their company, their permissions and the state of
 * the session the token belongs to. The hottest statement of the server, hence prepared.
 */
const CALLER_STATEMENT: Statement = {
  name: "caller_by_session",
  types: ["int4", "text"],
  text: `select u.id, u.company_id, c.name as company_name,
      (c.is_provider and u.is_staff) as is_provider_staff,
      u.email, u.firstname, u.lastname, u.default_currency_id, u.status,
      coalesce((select array_agg(p.permission order by p.permission)
        from user_permissions p where p.user_id = u.id), '{}'::text[]) as permissions,
      (f.revoked_at is not null) as revoked,
      (extract(epoch from f.absolute_expires_at) * 1000)::float8 as ends_at_ms,
      f.impersonator_id, f.impersonation_mode,
      (c.requires_two_factor and f.impersonator_id is null and not exists (
        select 1 from authenticators a where a.user_id = u.id and a.confirmed_at is not null
      )) as must_enrol
    from users u
    join companies c on c.id = u.company_id
    join token_families f on f.id = $2 and f.user_id = u.id
    where u.id = $1`,
};

interface CallerRow {
  readonly id: number;
  readonly company_id: number;
  readonly company_name: string;
  readonly is_provider_staff: boolean;
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly default_currency_id: number | null;
  readonly status: string;
  readonly permissions: string[] | null;
  readonly revoked: boolean;
  readonly ends_at_ms: number | null;
  readonly impersonator_id: number | null;
  readonly impersonation_mode: string | null;
  readonly must_enrol: boolean;
}

/**
 * The caller rows read, per database connection, reused while nothing could have changed them
 * (db/reused-reads.ts): any write at all (a sign-out's revocation, a password change, a
 * permission or status change, an impersonation's end) makes the next request read the
 * database again, so revocation takes effect at once, as without the reuse. On PostgreSQL
 * another instance's revocation counts when its commit's notice arrives, about a millisecond
 * later (db/postgres-writes.ts). Time is never cached: the impersonation's end is compared
 * with the clock on every request.
 */
const callersByConnection = new WeakMap<
  ServerContext["statements"],
  ReusedReads<CallerRow | undefined>
>();
/** Bounds the memory: sessions beyond this many are read again (oldest first out). */
const CALLERS_KEPT = 10_000;

function callerRow(
  ctx: ServerContext,
  userId: number,
  sessionId: string,
): Promise<CallerRow | undefined> {
  let callers = callersByConnection.get(ctx.statements);
  if (callers === undefined) {
    callers = reusedReads(ctx.statements, { kept: CALLERS_KEPT });
    callersByConnection.set(ctx.statements, callers);
  }
  return callers.get(`${userId}:${sessionId}`, async () => {
    const [row] = await ctx.statements.run<CallerRow>(CALLER_STATEMENT, [userId, sessionId]);
    return row;
  });
}

async function authenticate(ctx: ServerContext, request: FastifyRequest): Promise<CurrentUser> {
  const header = request.headers.authorization;
  const token = header?.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
  if (token === "") throw unauthorized();
  if (isApiKeyToken(token)) {
    const caller = await keyCaller(ctx, token);
    // Every use of a key is attributed to it (issue 43): one line per call, naming key and route.
    request.log.info(
      { event: "api_key.used", api_key: caller.keyId, company_id: caller.companyId },
      "call with an API key",
    );
    const user = keyCallerAsUser(caller, request.ip);
    // The activity log gets a key's use once a minute an instance, naming the first call (a
    // write made with the key is recorded as itself, with the key as actor). An entry per call
    // would lock the company's chain on every read and grow the log by 600 entries a minute a key.
    if (caller.firstOfMinute) {
      await recordActivity(ctx.db, {
        ...activityBy(ctx, user),
        action: "api_key.used",
        target: { type: "api_key", id: String(caller.keyId), label: caller.keyName },
        after: { method: request.method, path: request.url.split("?")[0] ?? request.url },
      });
    }
    return user;
  }
  const check = await verifyToken(ctx.keys, token, "access", ctx.now());
  if (!check.ok) throw unauthorized("Given token not valid for any token type.");
  const userId = Number(check.claims.sub);
  if (!Number.isSafeInteger(userId))
    throw unauthorized("Given token not valid for any token type.");

  const sessionId = check.claims.sid;
  if (!UUID.test(sessionId)) throw unauthorized("Given token not valid for any token type.");
  const row = await callerRow(ctx, userId, sessionId);
  const now = ctx.now();
  if (row?.status !== "active" || row.revoked) {
    throw unauthorized("Given token not valid for any token type.");
  }
  if (row.ends_at_ms !== null && Number(row.ends_at_ms) <= now.getTime()) {
    throw unauthorized("The impersonation session has ended.");
  }
  const mode = row.impersonation_mode === "read-only" ? "read-only" : "full";
  const impersonation =
    row.impersonator_id === null ? null : ({ staffUserId: row.impersonator_id, mode } as const);
  const permissions = row.permissions ?? [];
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    isProviderStaff: row.is_provider_staff,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    defaultCurrencyId: row.default_currency_id,
    permissions: impersonation?.mode === "read-only" ? readOnlyView(permissions) : permissions,
    sessionId,
    impersonation,
    apiKey: null,
    address: request.ip,
    twoFactorEnrolmentRequired: row.must_enrol,
  };
}

/** A key's caller as the routes see every caller. It has no session. */
function keyCallerAsUser(caller: KeyCaller, address: string): CurrentUser {
  return {
    id: caller.userId,
    companyId: caller.companyId,
    companyName: caller.companyName,
    isProviderStaff: false,
    email: caller.email,
    firstname: caller.firstname,
    lastname: caller.lastname,
    defaultCurrencyId: caller.defaultCurrencyId,
    permissions: caller.permissions,
    sessionId: "",
    impersonation: null,
    apiKey: { id: caller.keyId, name: caller.keyName },
    address,
    twoFactorEnrolmentRequired: false,
  };
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Route guards. `signedIn` authenticates (401 otherwise) and refuses every non-GET call of a
 * read-only impersonation with 403; `anyOf(...)` also needs one of the permissions (403).
 */
export function guards(ctx: ServerContext) {
  /** Authenticates; the routes enrolment needs (`beforeEnrolment`) stop here. */
  const signedInBeforeEnrolment: Guard = async (request) => {
    const user = await authenticate(ctx, request);
    byRequest.set(request, user);
    if (user.impersonation?.mode === "read-only" && !SAFE_METHODS.has(request.method)) {
      throw forbidden("A read-only impersonation cannot make changes.");
    }
  };
  const signedIn: Guard = async (request, reply) => {
    await signedInBeforeEnrolment(request, reply);
    if (currentUser(request).twoFactorEnrolmentRequired) {
      throw new ApiError(403, {
        detail: "Your company requires two-factor sign-in: set up an authenticator app first.",
        code: TWO_FACTOR_ENROLMENT_REQUIRED,
      });
    }
  };
  const anyOf =
    (...required: Permission[]): Guard =>
    async (request, reply) => {
      await signedIn(request, reply);
      if (!holdsAnyOf(currentUser(request).permissions, required)) throw forbidden();
    };
  /**
   * For a route only a person may call (managing keys, changing a password, signing out): a
   * key's caller is refused with 403, after the guard that authenticated it.
   */
  const person: Guard = async (request) => {
    if (currentUser(request).apiKey !== null) throw forbidden(API_KEY_REFUSALS.keyCaller);
  };
  return { signedIn, signedInBeforeEnrolment, anyOf, person };
}

/** The caller of a route behind a guard. */
export function currentUser(request: FastifyRequest): CurrentUser {
  const user = byRequest.get(request);
  if (!user) throw unauthorized();
  return user;
}

/** The caller if a guard ran, for hooks that must not throw (audit). */
export function callerOf(request: FastifyRequest): CurrentUser | undefined {
  return byRequest.get(request);
}
