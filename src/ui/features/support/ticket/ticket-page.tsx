import type { ReactNode } from "react";
import { useParams } from "react-router-dom";
import { css } from "../../../../../styled-system/css/index.js";
import { panel } from "../../../../../styled-system/recipes/index.js";
import { useSession, useTicket } from "../../../../adapters/react/index.ts";
import { canReplyToTicket } from "../../../../core/permissions/index.ts";
import { usePageTitle } from "../../../app/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { RecordStates } from "../shared/record-states.tsx";
import { SupportNav } from "../shared/support-nav.tsx";
import { PriorityBadge, TicketStatusBadge } from "../shared/ticket-badges.tsx";
import { ActivityFeed } from "./activity-feed.tsx";
import { AttachmentList } from "./attachment-list.tsx";
import { ReplyBox } from "./reply-box.tsx";
import { TicketDetails } from "./ticket-details.tsx";
import { TicketFollowers } from "./ticket-followers.tsx";
import { TicketTransitions } from "./ticket-transitions.tsx";

const sectionTitleClass = css({ fontSize: "lg", fontWeight: "semibold", mb: "3" });

function Section({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={panel()}>
      <h2 id={id} className={sectionTitleClass}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /support/tickets/:id (the issue key): the ticket, its files, its activity with "Load more",
 * and for those who may write: the reply box, the next steps and following.
 */
export function TicketPage() {
  const id = useParams().id ?? "";
  usePageTitle(`Ticket ${id}`);
  const ticket = useTicket(id);
  const { permissions } = useSession();
  const canWrite = canReplyToTicket(permissions);
  const now = new Date();

  if (ticket.isPending || ticket.isError || ticket.data === undefined) {
    return (
      <RecordStates
        view={ticket}
        title={`Ticket ${id}`}
        noun="ticket"
        back={{ to: "/support/tickets", label: "Back to the tickets" }}
      />
    );
  }
  const data = ticket.data;
  return (
    <>
      <PageHeader
        title={`${data.id}: ${data.summary}`}
        subtitle={
          <span
            className={css({
              display: "inline-flex",
              gap: "2",
              flexWrap: "wrap",
              alignItems: "center",
            })}
          >
            <TicketStatusBadge status={data.status} />
            <PriorityBadge priority={data.priority} />
            <span>
              {data.type.name}
              {data.classification === null ? "" : ` · ${data.classification.name}`}
            </span>
          </span>
        }
      />
      <SupportNav />
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", lg: "minmax(0, 2fr) minmax(0, 1fr)" },
          gap: "6",
          alignItems: "start",
        })}
      >
        <div className={css({ display: "flex", flexDirection: "column", gap: "6", minW: "0" })}>
          <Section id="ticket-description" title="Description">
            <p className={css({ whiteSpace: "pre-wrap", overflowWrap: "anywhere" })}>
              {data.description}
            </p>
            {data.attachments.length > 0 && (
              <div className={css({ mt: "4" })}>
                <h3 className={css({ fontSize: "sm", fontWeight: "semibold", mb: "1" })}>Files</h3>
                <AttachmentList
                  ticketId={data.id}
                  attachments={data.attachments}
                  label="Ticket files"
                />
              </div>
            )}
          </Section>
          <Section id="ticket-activity" title="Activity">
            <ActivityFeed ticketId={data.id} />
          </Section>
          {canWrite && (
            <Section id="ticket-reply" title="Add a reply">
              <ReplyBox ticketId={data.id} />
            </Section>
          )}
        </div>
        <div className={css({ display: "flex", flexDirection: "column", gap: "6", minW: "0" })}>
          <Section id="ticket-details" title="Details">
            <TicketDetails ticket={data} now={now} />
          </Section>
          {canWrite && (
            <Section id="ticket-steps" title="Next steps">
              <TicketTransitions ticketId={data.id} />
            </Section>
          )}
          <Section id="ticket-followers" title={`Followers (${data.followers_count})`}>
            <TicketFollowers ticket={data} canWrite={canWrite} />
          </Section>
        </div>
      </div>
    </>
  );
}
