import { useParams } from "react-router-dom";
import { css } from "../../../../../styled-system/css/index.js";
import { useOutage } from "../../../../adapters/react/index.ts";
import { usePageTitle } from "../../../app/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { DisplayTime } from "../shared/display-time.tsx";
import { OutageStateBadge } from "../shared/event-badges.tsx";
import { RecordStates } from "../shared/record-states.tsx";
import { SupportNav } from "../shared/support-nav.tsx";
import { AffectedServices } from "./affected-services.tsx";
import { EventFacts } from "./event-facts.tsx";
import { EventNotices } from "./event-notices.tsx";
import { EventSection } from "./event-section.tsx";
import { RfoDocuments } from "./rfo-documents.tsx";

const NOT_YET = "Not established yet.";

/** /support/outages/:id: what happened, the notices, root cause, resolution and RFO reports. */
export function OutagePage() {
  const id = useParams().id ?? "";
  const outage = useOutage(id);
  usePageTitle(outage.data?.reference ?? "Outage");
  const now = new Date();

  if (outage.isPending || outage.isError || outage.data === undefined) {
    return (
      <RecordStates
        view={outage}
        title={"Outage"}
        noun="outage"
        back={{ to: "/support/outages", label: "Back to the outages" }}
      />
    );
  }
  const data = outage.data;
  return (
    <>
      <PageHeader
        title={`${data.reference}: ${data.title}`}
        subtitle={<OutageStateBadge state={data.state} />}
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
          <EventSection id="outage-notices" title="Notices">
            <EventNotices notices={data.notices} label="Notices" now={now} />
          </EventSection>
          <EventSection id="outage-cause" title="Root cause">
            <p className={css({ whiteSpace: "pre-wrap", overflowWrap: "anywhere" })}>
              {data.root_cause ?? NOT_YET}
            </p>
          </EventSection>
          <EventSection id="outage-resolution" title="Resolution">
            <p className={css({ whiteSpace: "pre-wrap", overflowWrap: "anywhere" })}>
              {data.resolution ?? NOT_YET}
            </p>
          </EventSection>
        </div>
        <div className={css({ display: "flex", flexDirection: "column", gap: "6", minW: "0" })}>
          <EventSection id="outage-details" title="Details">
            <EventFacts
              rows={[
                ["Started", <DisplayTime key="started" value={data.started_at} now={now} />],
                [
                  "Resolved",
                  data.resolved_at === null ? (
                    "Not yet"
                  ) : (
                    <DisplayTime key="resolved" value={data.resolved_at} now={now} />
                  ),
                ],
                ["Location", data.location === "" ? "Not given" : data.location],
                ["Last updated", <DisplayTime key="updated" value={data.updated} now={now} />],
              ]}
            />
          </EventSection>
          <EventSection id="outage-services" title="Affected services">
            <AffectedServices services={data.services} />
          </EventSection>
          <EventSection id="outage-rfo" title="Reason for outage">
            <RfoDocuments outageId={data.id} documents={data.rfo_documents} now={now} />
          </EventSection>
        </div>
      </div>
    </>
  );
}
