import { useState } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { flex, stack, wrap } from "#styled-system/patterns/index.js";
import { srOnly, text } from "#styled-system/recipes/index.js";
import {
  useFollowCandidates,
  useFollowTicket,
  useTicketFollowers,
} from "../../../../adapters/resources/support/ticket-followers.ts";
import type { TicketDetail } from "../../../../core/api/support/ticket.ts";
import { Button } from "../../../components/button.tsx";
import { SelectField } from "../../../components/text-field.tsx";

/**
 * Who is told about the ticket's activity. With the write permission the user can follow or
 * stop following it, add a colleague, or take one off.
 */
export function TicketFollowers({
  ticket,
  canWrite,
}: {
  readonly ticket: TicketDetail;
  readonly canWrite: boolean;
}) {
  const followers = useTicketFollowers(ticket.id);
  const following = useFollowTicket(ticket.id);
  const [adding, setAdding] = useState(false);
  const [colleague, setColleague] = useState("");
  const candidates = useFollowCandidates("", canWrite && adding);
  const list = followers.data?.results ?? [];
  const followerIds = new Set(list.map((person) => person.id));
  const choices = (candidates.data?.results ?? []).filter((person) => !followerIds.has(person.id));

  return (
    <div className={stack({ gap: "3" })}>
      {followers.isPending ? (
        <p className={text({ tone: "muted", size: "sm" })}>Loading followers…</p>
      ) : followers.isError ? (
        <p role="alert" className={text({ tone: "danger", size: "sm" })}>
          {followers.error ?? "The followers could not be loaded."}
        </p>
      ) : list.length === 0 ? (
        <p className={text({ tone: "muted", size: "sm" })}>Nobody follows this ticket.</p>
      ) : (
        <ul aria-label="Followers" className={stack({ gap: "1" })}>
          {list.map((person) => (
            <li
              key={person.id}
              className={flex({
                align: "center",
                justify: "space-between",
                gap: "2",
                fontSize: "sm",
              })}
            >
              <span className={css({ overflowWrap: "anywhere" })}>
                {person.name}
                <span
                  className={cx(text({ tone: "muted", size: "xs" }), css({ display: "block" }))}
                >
                  {person.email}
                </span>
              </span>
              {canWrite && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={following.isPending}
                  onClick={() => following.submit({ following: false, user: person.id })}
                >
                  Remove <span className={srOnly()}>{person.name}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <div className={wrap({ gap: "2" })}>
          <Button
            variant={ticket.is_following ? "outline" : "primary"}
            size="sm"
            busy={following.isPending}
            onClick={() => following.submit({ following: !ticket.is_following })}
          >
            {ticket.is_following ? "Unfollow" : "Follow"}
          </Button>
          {!adding && (
            <Button variant="ghost" size="sm" onClick={() => setAdding(true)}>
              Add a colleague
            </Button>
          )}
        </div>
      )}
      {canWrite && adding && (
        <form
          aria-label="Add a follower"
          className={stack({ gap: "2" })}
          onSubmit={(event) => {
            event.preventDefault();
            if (colleague === "") return;
            following.submit({ following: true, user: colleague });
            setColleague("");
          }}
        >
          <SelectField
            label="Colleague"
            name="colleague"
            value={colleague}
            disabled={candidates.isPending}
            errorText={candidates.error ?? undefined}
            onChange={(event) => setColleague(event.target.value)}
          >
            <option value="">
              {candidates.isPending ? "Loading colleagues…" : "Choose a colleague"}
            </option>
            {choices.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name} ({person.email})
              </option>
            ))}
          </SelectField>
          <div className={flex({ gap: "2" })}>
            <Button type="submit" size="sm" disabled={colleague === "" || following.isPending}>
              Add follower
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setAdding(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {following.error !== null && (
        <p role="alert" className={text({ tone: "danger", size: "sm" })}>
          {following.error}
        </p>
      )}
    </div>
  );
}
