import { flex } from "#styled-system/patterns/index.js";
import { badge, heading, panel } from "#styled-system/recipes/index.js";
import { useList } from "../../../../adapters/react/use-list.ts";
import {
  useEndOtherSessions,
  useEndSession,
} from "../../../../adapters/resources/account/user-sessions.ts";
import { USER_SESSION_LIST, type UserSession } from "../../../../core/api/account/sessions.ts";
import { portalNow } from "../../../../core/clock.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { InPageList } from "../../../components/records/in-page-list.tsx";
import { timeColumn } from "../../../components/records/value-columns.tsx";

const nameOf = (session: UserSession) => `${session.browser} on ${session.system}`;

/** Where the user is signed in: each session can be ended, or every one but this. */
export function SessionsSection() {
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const now = portalNow();
  // The list's first page, the one InPageList shows first (one query, shared): whether any
  // session but this one is open, for "Sign out everywhere else".
  const first = useList(USER_SESSION_LIST, USER_SESSION_LIST.page({}, 1)).data;
  const listsThis = first?.results.some((session) => session.current) === true;
  const others = first === undefined ? 0 : first.count - (listsThis ? 1 : 0);
  return (
    <section aria-labelledby="sessions-heading" className={panel()}>
      <h2 id="sessions-heading" className={heading({ size: "card" })}>
        Where you are signed in
      </h2>
      {end.error !== null && <Alert status="error">{end.error}</Alert>}
      {endOthers.error !== null && <Alert status="error">{endOthers.error}</Alert>}
      {endOthers.data !== undefined && (
        <Alert status="success">
          {endOthers.data.ended === 1
            ? "One other session was signed out."
            : `${endOthers.data.ended} other sessions were signed out.`}
        </Alert>
      )}
      <InPageList
        list={USER_SESSION_LIST}
        noun="sessions"
        emptyTitle="No open session is listed."
        emptyHint="Sessions of staff acting as you are not yours to end and are not listed."
        caption="Sessions"
        rowHeader={{
          header: "Browser and system",
          cell: (session) => (
            <span className={flex({ gap: "2", align: "center", wrap: "wrap" })}>
              {nameOf(session)}
              {session.current && <span className={badge({ tone: "success" })}>This session</span>}
            </span>
          ),
        }}
        columns={[
          { header: "Address", cell: (session) => session.ip ?? "Unknown address" },
          timeColumn("Signed in", "started", now),
          timeColumn("Last active", "last_active", now),
          {
            header: "Actions",
            cell: (session) =>
              session.current ? null : (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Sign out ${nameOf(session)}`}
                  disabled={end.isPending}
                  onClick={() => end.submit(session.id)}
                >
                  Sign out
                </Button>
              ),
          },
        ]}
      />
      {others > 0 && (
        <div className={flex({ mt: "4" })}>
          <Button
            variant="outline"
            disabled={endOthers.isPending}
            onClick={() => endOthers.submit()}
          >
            Sign out everywhere else
          </Button>
        </div>
      )}
    </section>
  );
}
