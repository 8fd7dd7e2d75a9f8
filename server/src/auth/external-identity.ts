import { sql } from "drizzle-orm";
import type { ServerContext } from "../context.ts";
import { users } from "../db/schema.ts";

/**
 * External sign-in (issue 3): the provider's access token is shown to the configured OpenID
 * Connect userinfo endpoint (Google's by default). The person it names must have a verified
 * e-mail address, in a domain the configuration allows, belonging to an active user here.
 * The answer says which check failed in general terms only.
 */
export const USERINFO_TIMEOUT_MS = 5000;

export type ExternalIdentity =
  | {
      readonly ok: true;
      readonly user: { readonly id: number; readonly email: string; readonly requiresOtp: boolean };
    }
  | {
      readonly ok: false;
      /** The address, when the provider vouched for it (failures are recorded under it). */
      readonly verifiedEmail: string | null;
      readonly reason: string;
    };

export const EXTERNAL_REFUSALS = {
  token: "The sign-in provider did not accept the token.",
  unverified: "The sign-in provider has not verified this e-mail address.",
  domain: "This e-mail domain may not sign in here.",
  account: "No active account matches this sign-in.",
} as const;

interface Userinfo {
  readonly email: string;
  readonly emailVerified: boolean;
}

/** The provider's word on the token, or null when it refused, failed or timed out. */
async function askProvider(ctx: ServerContext, accessToken: string): Promise<Userinfo | null> {
  try {
    const response = await fetch(ctx.config.oidcUserinfoUrl, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(USERINFO_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const claims: unknown = await response.json();
    if (typeof claims !== "object" || claims === null) return null;
    const { email, email_verified: emailVerified } = claims as Record<string, unknown>;
    if (typeof email !== "string" || email === "") return null;
    return { email: email.trim().toLowerCase(), emailVerified: emailVerified === true };
  } catch {
    return null;
  }
}

function domainAllowed(ctx: ServerContext, email: string): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1);
  return ctx.config.portal.googleAllowedDomains.some((allowed) => allowed.toLowerCase() === domain);
}

export async function externalIdentity(
  ctx: ServerContext,
  accessToken: string,
): Promise<ExternalIdentity> {
  const info = await askProvider(ctx, accessToken);
  if (info === null) return { ok: false, verifiedEmail: null, reason: EXTERNAL_REFUSALS.token };
  const { email } = info;
  if (!info.emailVerified) {
    return { ok: false, verifiedEmail: null, reason: EXTERNAL_REFUSALS.unverified };
  }
  if (!email.includes("@") || !domainAllowed(ctx, email)) {
    return { ok: false, verifiedEmail: email, reason: EXTERNAL_REFUSALS.domain };
  }
  const [user] = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      requiresOtp: users.requiresOtp,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (user?.status !== "active") {
    return { ok: false, verifiedEmail: email, reason: EXTERNAL_REFUSALS.account };
  }
  return { ok: true, user: { id: user.id, email: user.email, requiresOtp: user.requiresOtp } };
}
