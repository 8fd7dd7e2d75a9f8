import type { ActivityAction } from "../../../src/core/api/account/activity-log.ts";
import { fullName } from "../../../src/core/api/users/user-name.ts";
import type { CurrentUser } from "../auth/caller.ts";
import type { ServerContext } from "../context.ts";

/** A person as an entry names them, copied at the time (the log outlives renames). */
export interface ActivityPerson {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/**
 * Who acted: a person in their own session, an API key (acting as its creator), provider
 * staff acting as a user (with the mode and the impersonation session), or the server itself
 * (an impersonation reaching its end). `session` is the token family the change was made in.
 */
export type ActivityActor =
  | { readonly kind: "user"; readonly user: ActivityPerson; readonly session: string | null }
  | {
      readonly kind: "api_key";
      readonly user: ActivityPerson;
      readonly api_key: { readonly id: string; readonly name: string };
    }
  | {
      readonly kind: "staff";
      readonly user: ActivityPerson;
      readonly staff: ActivityPerson;
      readonly mode: "full" | "read-only";
      readonly session: string;
    }
  | { readonly kind: "system" };

/** A value of a before/after summary: flat, small, JSON. */
export type ActivityValue = string | number | boolean | null | ReadonlyArray<string>;
export type ActivitySummary = Readonly<Record<string, ActivityValue>>;

/** One entry to append (record-activity.ts adds its position and hashes). */
export interface ActivityEntry {
  readonly companyId: number;
  readonly at: Date;
  readonly actor: ActivityActor;
  /** The client's network address, or null when no request made the change. */
  readonly address: string | null;
  readonly action: ActivityAction;
  readonly target: {
    readonly type: string;
    readonly id: string | null;
    readonly label: string;
  };
  readonly before?: ActivitySummary;
  readonly after?: ActivitySummary;
}

/** What every entry made by a caller shares: company, time, actor, address. */
export type ActivityOrigin = Pick<ActivityEntry, "companyId" | "at" | "actor" | "address">;

export const personOf = (user: {
  readonly id: number;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
}): ActivityPerson => ({
  id: String(user.id),
  name: fullName(user),
  email: user.email,
});

/**
 * The origin of a change made by this caller, now. Staff acting as a user are named by id
 * here; record-activity.ts adds the staff member's name and e-mail in the same transaction.
 */
export function activityBy(ctx: Pick<ServerContext, "now">, caller: CurrentUser): ActivityOrigin {
  const user = personOf(caller);
  const actor: ActivityActor = caller.apiKey
    ? { kind: "api_key", user, api_key: { id: String(caller.apiKey.id), name: caller.apiKey.name } }
    : caller.impersonation
      ? {
          kind: "staff",
          user,
          staff: { id: String(caller.impersonation.staffUserId), name: "", email: "" },
          mode: caller.impersonation.mode,
          session: caller.sessionId,
        }
      : { kind: "user", user, session: caller.sessionId || null };
  return { companyId: caller.companyId, at: ctx.now(), actor, address: caller.address };
}
