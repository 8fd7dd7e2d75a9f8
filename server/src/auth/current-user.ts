import { and, eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { holdsAnyOf, type Permission } from "../../../src/core/permissions/index.ts";
import type { ServerContext } from "../context.ts";
import { companies, tokenFamilies, userPermissions, users } from "../db/schema.ts";
import { forbidden, unauthorized } from "../http/api-error.ts";
import { verifyToken } from "./tokens.ts";

/** Who is calling, read from the database on every request (DESIGN.md section 6). */
export interface CurrentUser {
  readonly id: number;
  readonly companyId: number;
  readonly companyName: string;
  readonly isProviderStaff: boolean;
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly defaultCurrencyId: number | null;
  /** Effective permissions: read-only impersonation keeps only the view permissions. */
  readonly permissions: ReadonlyArray<string>;
  readonly sessionId: string;
  readonly impersonation: {
    readonly staffUserId: number;
    readonly mode: "full" | "read-only";
  } | null;
}

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

async function authenticate(ctx: ServerContext, request: FastifyRequest): Promise<CurrentUser> {
  const header = request.headers.authorization;
  const token = header?.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
  if (token === "") throw unauthorized();
  const check = await verifyToken(ctx.keys, token, "access", ctx.now());
  if (!check.ok) throw unauthorized("Given token not valid for any token type.");
  const userId = Number(check.claims.sub);
  if (!Number.isSafeInteger(userId))
    throw unauthorized("Given token not valid for any token type.");

  // One round trip: the user, their company, their permissions and the session's state.
  const [row] = await ctx.db
    .select({
      user: users,
      companyName: companies.name,
      isProvider: companies.isProvider,
      permissions: sql<
        string[]
      >`coalesce((select array_agg(${userPermissions.permission}) from ${userPermissions} where ${userPermissions.userId} = ${users.id}), '{}')`,
      familyRevokedAt: tokenFamilies.revokedAt,
      familyEndsAt: tokenFamilies.absoluteExpiresAt,
      impersonatorId: tokenFamilies.impersonatorId,
      impersonationMode: tokenFamilies.impersonationMode,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(
      tokenFamilies,
      and(eq(tokenFamilies.id, check.claims.sid), eq(tokenFamilies.userId, users.id)),
    )
    .where(eq(users.id, userId));
  const now = ctx.now();
  if (row?.user.status !== "active" || row.familyRevokedAt !== null) {
    throw unauthorized("Given token not valid for any token type.");
  }
  if (row.familyEndsAt !== null && row.familyEndsAt <= now)
    throw unauthorized("The impersonation session has ended.");
  const mode = row.impersonationMode === "read-only" ? "read-only" : "full";
  const impersonation =
    row.impersonatorId === null ? null : ({ staffUserId: row.impersonatorId, mode } as const);
  return {
    id: row.user.id,
    companyId: row.user.companyId,
    companyName: row.companyName,
    isProviderStaff: row.isProvider && row.user.isStaff,
    email: row.user.email,
    firstname: row.user.firstname,
    lastname: row.user.lastname,
    defaultCurrencyId: row.user.defaultCurrencyId,
    permissions:
      impersonation?.mode === "read-only" ? readOnlyView(row.permissions) : row.permissions,
    sessionId: check.claims.sid,
    impersonation,
  };
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Route guards. `signedIn` authenticates (401 otherwise) and refuses every non-GET call of a
 * read-only impersonation with 403; `anyOf(...)` also needs one of the permissions (403).
 */
export function guards(ctx: ServerContext) {
  const signedIn: Guard = async (request) => {
    const user = await authenticate(ctx, request);
    byRequest.set(request, user);
    if (user.impersonation?.mode === "read-only" && !SAFE_METHODS.has(request.method)) {
      throw forbidden("A read-only impersonation cannot make changes.");
    }
  };
  const anyOf =
    (...required: Permission[]): Guard =>
    async (request, reply) => {
      await signedIn(request, reply);
      if (!holdsAnyOf(currentUser(request).permissions, required)) throw forbidden();
    };
  return { signedIn, anyOf };
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
