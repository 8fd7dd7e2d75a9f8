import { useParams } from "react-router-dom";
import { css, cx } from "#styled-system/css/index.js";
import { text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { useTicket } from "../../../../adapters/resources/support/ticket.ts";
import { portalNow } from "../../../../core/clock.ts";
import { canReplyToTicket } from "../../../../core/permissions/index.ts";
import { DocumentationLinkList } from "../../../components/documentation-link.tsx";
import { RecordStates } from "../../../components/records/record-states.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { DetailCard, DetailPage, DetailText } from "../../../layouts/detail-page.tsx";
import { SUPPORT_DOCUMENTATION } from "../shared/support-documentation.ts";
import { SupportNav } from "../shared/support-nav.tsx";
import { PriorityBadge, TicketStatusBadge } from "../shared/ticket-badges.tsx";
import { ActivityFeed } from "./activity-feed.tsx";
import { AttachmentList } from "./attachment-list.tsx";
import { ReplyBox } from "./reply-box.tsx";
import { TicketDetails } from "./ticket-details.tsx";
import { TicketFollowers } from "./ticket-followers.tsx";
import { TicketTransitions } from "./ticket-transitions.tsx";

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
  const now = portalNow();

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
    <DetailPage
      title={`${data.id}: ${data.summary}`}
      badges={
        <>
          <TicketStatusBadge status={data.status} />
          <PriorityBadge priority={data.priority} />
          <span>
            {data.type.name}
            {data.classification === null ? "" : ` · ${data.classification.name}`}
          </span>
        </>
      }
      navigation={<SupportNav />}
      main={
        <>
          <DetailCard id="ticket-description" title="Description">
            <DetailText>{data.description}</DetailText>
            {data.attachments.length > 0 && (
              <div className={css({ mt: "4" })}>
                <h3 className={cx(text({ size: "sm", weight: "semibold" }), css({ mb: "1" }))}>
                  Files
                </h3>
                <AttachmentList
                  ticketId={data.id}
                  attachments={data.attachments}
                  label="Ticket files"
                />
              </div>
            )}
          </DetailCard>
          <DetailCard id="ticket-activity" title="Activity">
            <ActivityFeed ticketId={data.id} />
          </DetailCard>
          {canWrite && (
            <DetailCard id="ticket-reply" title="Add a reply">
              <ReplyBox ticketId={data.id} />
            </DetailCard>
          )}
        </>
      }
      side={
        <>
          <DetailCard id="ticket-details" title="Details">
            <TicketDetails ticket={data} now={now} />
          </DetailCard>
          {canWrite && (
            <DetailCard id="ticket-steps" title="Next steps">
              <TicketTransitions ticketId={data.id} />
            </DetailCard>
          )}
          <DetailCard id="ticket-followers" title={`Followers (${data.followers_count})`}>
            <TicketFollowers ticket={data} canWrite={canWrite} />
          </DetailCard>
          <DocumentationLinkList
            topics={SUPPORT_DOCUMENTATION}
            label="Service desk documentation"
          />
        </>
      }
    />
  );
}
