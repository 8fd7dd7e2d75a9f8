import type { UserSession } from "../../../../src/core/api/account/sessions.ts";
import { describeUserAgent } from "../../auth/user-agent.ts";
import { isoTime } from "../../db/iso-time.ts";
import { where } from "../../http/list-filters.ts";
import type { ListDeclaration } from "../../http/paged-list.ts";

/** What the route decides for each call (its `scope`): never taken from the query. */
export interface SessionScope {
  /** The caller's own session: marked "this session". */
  readonly session: string;
  /** The server's clock (ISO): a session is open while one of its refresh tokens is unexpired. */
  readonly now: string;
}

interface SessionRow {
  readonly id: string;
  readonly user_agent: string | null;
  readonly ip: string | null;
  readonly started: string;
  readonly last_active: string;
}

/**
 * GET /sessions (issue 44): the caller's sessions still open, that is not revoked and holding
 * a refresh token that has not expired, newest first. Staff impersonations of the user are not
 * theirs to end and are not listed. `$1` is the user (the route's owner "user").
 */
export const USER_SESSION_ROWS: ListDeclaration<SessionScope, SessionRow, UserSession> = {
  name: "user_sessions",
  table: "token_families f",
  alias: "f",
  owner: "f.user_id = $1 and f.revoked_at is null and f.impersonator_id is null",
  filters: [
    where(
      "exists (select 1 from refresh_tokens r where r.family_id = f.id and r.expires_at > ?)",
      "timestamptz",
      (scope) => scope.now,
    ),
  ],
  orderings: { "-started": "f.created_at desc, f.id asc" },
  ordering: () => "-started",
  columns: `f.id as id, f.user_agent as user_agent, f.ip as ip,
    ${isoTime("f.created_at")} as started,
    ${isoTime("coalesce(f.last_active_at, f.created_at)")} as last_active`,
  toItem: (row, scope) => ({
    id: row.id,
    ...describeUserAgent(row.user_agent),
    ip: row.ip,
    started: row.started,
    last_active: row.last_active,
    current: row.id === scope.session,
  }),
};
