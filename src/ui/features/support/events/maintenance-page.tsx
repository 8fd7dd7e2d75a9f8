import { useParams } from "react-router-dom";
import { css } from "../../../../../styled-system/css/index.js";
import { useMaintenance } from "../../../../adapters/react/index.ts";
import { usePageTitle } from "../../../app/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { DisplayTime } from "../shared/display-time.tsx";
import {
  ImpactBadge,
  MaintenanceStateBadge,
  MaintenanceTypeBadge,
} from "../shared/event-badges.tsx";
import { RecordStates } from "../shared/record-states.tsx";
import { SupportNav } from "../shared/support-nav.tsx";
import { AffectedServices } from "./affected-services.tsx";
import { EventFacts } from "./event-facts.tsx";
import { EventNotices } from "./event-notices.tsx";
import { EventSection } from "./event-section.tsx";

/** /support/maintenances/:id: the window, the impact, the services and the updates. */
export function MaintenancePage() {
  const id = useParams().id ?? "";
  const maintenance = useMaintenance(id);
  const title = maintenance.data?.reference ?? "Maintenance";
  usePageTitle(title);
  const now = new Date();

  if (maintenance.isPending || maintenance.isError || maintenance.data === undefined) {
    return (
      <RecordStates
        view={maintenance}
        title={"Maintenance"}
        noun="maintenance"
        back={{ to: "/support/maintenances", label: "Back to the maintenances" }}
      />
    );
  }
  const data = maintenance.data;
  return (
    <>
      <PageHeader
        title={`${data.reference}: ${data.title}`}
        subtitle={
          <span className={css({ display: "inline-flex", flexWrap: "wrap", gap: "2" })}>
            <MaintenanceStateBadge state={data.state} />
            <MaintenanceTypeBadge type={data.type} />
            <ImpactBadge level={data.impact_level} />
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
          <EventSection id="maintenance-description" title="What will be done">
            <p className={css({ whiteSpace: "pre-wrap", overflowWrap: "anywhere" })}>
              {data.description}
            </p>
          </EventSection>
          <EventSection id="maintenance-impact" title="Impact">
            <p className={css({ whiteSpace: "pre-wrap", overflowWrap: "anywhere" })}>
              {data.impact}
            </p>
          </EventSection>
          <EventSection id="maintenance-updates" title="Updates">
            <EventNotices notices={data.updates} label="Updates" now={now} />
          </EventSection>
        </div>
        <div className={css({ display: "flex", flexDirection: "column", gap: "6", minW: "0" })}>
          <EventSection id="maintenance-details" title="Details">
            <EventFacts
              rows={[
                ["Starts", <DisplayTime key="start" value={data.window_start} now={now} />],
                ["Ends", <DisplayTime key="end" value={data.window_end} now={now} />],
                ["Location", data.location === "" ? "Not given" : data.location],
                ["Announced", <DisplayTime key="created" value={data.created} now={now} />],
                ["Last updated", <DisplayTime key="updated" value={data.updated} now={now} />],
              ]}
            />
          </EventSection>
          <EventSection id="maintenance-services" title="Affected services">
            <AffectedServices services={data.services} />
          </EventSection>
        </div>
      </div>
    </>
  );
}
