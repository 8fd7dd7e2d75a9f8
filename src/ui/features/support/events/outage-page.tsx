import { useParams } from "react-router-dom";
import { useOutage } from "../../../../adapters/resources/events/outage.ts";
import { portalNow } from "../../../../core/clock.ts";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { RecordStates } from "../../../components/records/record-states.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { DetailCard, DetailFacts, DetailPage, DetailText } from "../../../layouts/detail-page.tsx";
import { OutageStateBadge } from "../shared/event-badges.tsx";
import { SupportNav } from "../shared/support-nav.tsx";
import { AffectedServices } from "./affected-services.tsx";
import { EventNotices } from "./event-notices.tsx";
import { RfoDocuments } from "./rfo-documents.tsx";

const NOT_YET = "Not established yet.";

/**
 * /support/outages/:id: what happened, its expected end while it lasts, the timeline of its
 * notices, root cause, resolution and RFO reports once published.
 */
export function OutagePage() {
  const id = useParams().id ?? "";
  const outage = useOutage(id);
  usePageTitle(outage.data?.reference ?? "Outage");
  const now = portalNow();

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
    <DetailPage
      title={`${data.reference}: ${data.title}`}
      badges={<OutageStateBadge state={data.state} />}
      navigation={<SupportNav />}
      main={
        <>
          <DetailCard id="outage-notices" title="Notices">
            <EventNotices notices={data.notices} label="Notices" now={now} />
          </DetailCard>
          <DetailCard id="outage-cause" title="Root cause">
            <DetailText>{data.root_cause ?? NOT_YET}</DetailText>
          </DetailCard>
          <DetailCard id="outage-resolution" title="Resolution">
            <DetailText>{data.resolution ?? NOT_YET}</DetailText>
          </DetailCard>
        </>
      }
      side={
        <>
          <DetailCard id="outage-details" title="Details">
            <DetailFacts
              facts={[
                ["Started", <DisplayTime key="started" value={data.started_at} now={now} />],
                // While it lasts: when service is expected back, as the provider last said.
                ...(data.resolved_at === null
                  ? [
                      [
                        "Expected end",
                        data.expected_end_at === null ? (
                          "Not known yet"
                        ) : (
                          <DisplayTime key="expected" value={data.expected_end_at} now={now} />
                        ),
                      ] as const,
                    ]
                  : []),
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
          </DetailCard>
          <DetailCard id="outage-services" title="Affected services">
            <AffectedServices services={data.services} />
          </DetailCard>
          <DetailCard id="outage-rfo" title="Reason for outage">
            <RfoDocuments outageId={data.id} documents={data.rfo_documents} now={now} />
          </DetailCard>
        </>
      }
    />
  );
}
