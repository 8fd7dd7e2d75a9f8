import { css, cx } from "#styled-system/css/index.js";
import { wrap } from "#styled-system/patterns/index.js";
import { badge, text } from "#styled-system/recipes/index.js";
import { useTicketActivity } from "../../../../adapters/resources/support/ticket-activity.ts";
import type { ActivityEntry } from "../../../../core/api/support/activity.ts";
import { TICKET_STATUS_LABELS } from "../../../../core/api/support/ticket-vocabulary.ts";
import { portalNow } from "../../../../core/clock.ts";
import { Button } from "../../../components/button.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../../components/records/query-states.tsx";
import { AttachmentList } from "./attachment-list.tsx";

function headline(entry: ActivityEntry): string {
  switch (entry.kind) {
    case "comment":
      return `${entry.author.name} replied`;
    case "status_change": {
      const change = `from ${TICKET_STATUS_LABELS[entry.from_status]} to ${TICKET_STATUS_LABELS[entry.to_status]}`;
      return entry.transition === null
        ? `${entry.author.name} changed the status ${change}`
        : `${entry.author.name}: ${entry.transition} (${change})`;
    }
    case "attachment":
      return `${entry.author.name} attached ${entry.attachment.name}`;
  }
}

function Entry({
  ticketId,
  entry,
  now,
}: {
  readonly ticketId: string;
  readonly entry: ActivityEntry;
  readonly now: Date;
}) {
  return (
    <article
      aria-label={headline(entry)}
      className={css({ py: "4", borderTopWidth: "1px", borderColor: "border.default" })}
    >
      <header className={wrap({ align: "baseline", gap: "2", mb: "1" })}>
        <p className={text({ size: "sm", weight: "semibold" })}>{headline(entry)}</p>
        {entry.author.is_agent && <span className={badge({ tone: "info" })}>Service desk</span>}
        <span className={text({ tone: "muted", size: "xs" })}>
          <DisplayTime value={entry.created} now={now} />
        </span>
      </header>
      {entry.kind === "comment" && (
        <>
          <p
            className={cx(
              text({ size: "sm" }),
              css({ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }),
            )}
          >
            {entry.comment.body}
          </p>
          {entry.comment.attachments.length > 0 && (
            <div className={css({ mt: "2" })}>
              <AttachmentList
                ticketId={ticketId}
                attachments={entry.comment.attachments}
                label="Files of this reply"
              />
            </div>
          )}
        </>
      )}
      {entry.kind === "attachment" && (
        <AttachmentList
          ticketId={ticketId}
          attachments={[entry.attachment]}
          label="Attached file"
        />
      )}
    </article>
  );
}

/**
 * The ticket's activity, newest first: replies, status changes and files. Ten entries come
 * first (spec section 9); "Load more" asks for the next page by the feed's own link.
 */
export function ActivityFeed({ ticketId }: { readonly ticketId: string }) {
  const feed = useTicketActivity(ticketId);
  const now = portalNow();
  if (feed.isPending) return <LoadingState label="Loading activity…" />;
  if (feed.isError) {
    return (
      <ErrorState
        message={feed.error ?? "The activity could not be loaded."}
        onRetry={feed.refetch}
      />
    );
  }
  if (feed.entries.length === 0) {
    return (
      <EmptyState title="No activity yet.">Replies and status changes appear here.</EmptyState>
    );
  }
  return (
    <div>
      <ol aria-label="Activity" className={css({ listStyle: "none" })}>
        {feed.entries.map((entry) => (
          <li key={entry.id}>
            <Entry ticketId={ticketId} entry={entry} now={now} />
          </li>
        ))}
      </ol>
      <div
        className={wrap({
          align: "center",
          gap: "3",
          pt: "3",
          borderTopWidth: "1px",
          borderColor: "border.default",
        })}
      >
        <p aria-live="polite" className={text({ tone: "muted", size: "sm" })}>
          Showing {feed.entries.length} of {feed.count}
        </p>
        {feed.hasMore && (
          <Button variant="outline" size="sm" busy={feed.isLoadingMore} onClick={feed.loadMore}>
            {feed.isLoadingMore ? "Loading…" : "Load more"}
          </Button>
        )}
      </div>
      {feed.loadMoreError !== null && (
        <p role="alert" className={cx(text({ tone: "danger", size: "sm" }), css({ mt: "2" }))}>
          More activity could not be loaded: {feed.loadMoreError}
        </p>
      )}
    </div>
  );
}
