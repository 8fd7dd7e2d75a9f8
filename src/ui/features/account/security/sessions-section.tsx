import { flex, grid } from "#styled-system/patterns/index.js";
import { badge, heading, panel, text } from "#styled-system/recipes/index.js";
import {
  useEndOtherSessions,
  useEndSession,
  useUserSessions,
} from "../../../../adapters/resources/account/user-sessions.ts";
import { portalNow } from "../../../../core/clock.ts";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";

/** Where the user is signed in: each session can be ended, or every one but this. */
export function SessionsSection() {
  const sessions = useUserSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const now = portalNow();
  const list = sessions.data?.results ?? [];
  const others = list.filter((session) => !session.current).length;
  return (
    <section aria-labelledby="sessions-heading" className={panel()}>
      <h2 id="sessions-heading" className={heading({ size: "card" })}>
        Where you are signed in
      </h2>
      {sessions.error !== null && <Alert status="error">{sessions.error}</Alert>}
      {end.error !== null && <Alert status="error">{end.error}</Alert>}
      {endOthers.error !== null && <Alert status="error">{endOthers.error}</Alert>}
      {endOthers.data !== undefined && (
        <Alert status="success">
          {endOthers.data.ended === 1
            ? "One other session was signed out."
            : `${endOthers.data.ended} other sessions were signed out.`}
        </Alert>
      )}
      {sessions.isPending && <p className={text({ tone: "muted" })}>Loading your sessions…</p>}
      <ul aria-label="Sessions" className={grid({ gap: "3", mt: "3", listStyle: "none" })}>
        {list.map((session) => {
          const name = `${session.browser} on ${session.system}`;
          return (
            <li
              key={session.id}
              aria-label={name}
              className={flex({
                gap: "3",
                justifyContent: "space-between",
                alignItems: "center",
                wrap: "wrap",
                borderBottomWidth: "1px",
                borderColor: "border.default",
                pb: "3",
              })}
            >
              <div className={grid({ gap: "1" })}>
                <p className={flex({ gap: "2", alignItems: "center", wrap: "wrap" })}>
                  <strong>{name}</strong>
                  {session.current && (
                    <span className={badge({ tone: "success" })}>This session</span>
                  )}
                </p>
                <p className={text({ size: "sm", tone: "muted" })}>
                  {session.ip ?? "Unknown address"} · signed in{" "}
                  <DisplayTime value={session.started} now={now} /> · last active{" "}
                  <DisplayTime value={session.last_active} now={now} />
                </p>
              </div>
              {!session.current && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Sign out ${name}`}
                  disabled={end.isPending}
                  onClick={() => end.submit(session.id)}
                >
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
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
