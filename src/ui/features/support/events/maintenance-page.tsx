import { useParams } from "react-router-dom";
import { useMaintenance } from "../../../../adapters/resources/events/maintenance.ts";
import { cancellationReason } from "../../../../core/api/events/maintenance.ts";
import { portalNow } from "../../../../core/clock.ts";
import { Alert } from "../../../components/alert.tsx";
import { DisplayTime } from "../../../components/records/display-time.tsx";
import { RecordStates } from "../../../components/records/record-states.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { DetailCard, DetailFacts, DetailPage, DetailText } from "../../../layouts/detail-page.tsx";
import {
  ImpactBadge,
  MaintenanceStateBadge,
  MaintenanceTypeBadge,
} from "../shared/event-badges.tsx";
import { SupportNav } from "../shared/support-nav.tsx";
import { AffectedServices } from "./affected-services.tsx";
import { EventNotices } from "./event-notices.tsx";

/**
 * /support/maintenances/:id: the window, the impact, the services and the updates; a
 * cancelled one says so first, with the reason its cancellation gave.
 */
export function MaintenancePage() {
  const id = useParams().id ?? "";
  const maintenance = useMaintenance(id);
  const title = maintenance.data?.reference ?? "Maintenance";
  usePageTitle(title);
  const now = portalNow();

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
  const reason = cancellationReason(data);
  return (
    <DetailPage
      title={`${data.reference}: ${data.title}`}
      badges={
        <>
          <MaintenanceStateBadge state={data.state} />
          <MaintenanceTypeBadge type={data.type} />
          <ImpactBadge level={data.impact_level} />
        </>
      }
      navigation={<SupportNav />}
      main={
        <>
          {data.state === "cancelled" && (
            <Alert status="warning" title="This maintenance is cancelled">
              {reason ?? "The work will not take place."}
            </Alert>
          )}
          <DetailCard id="maintenance-description" title="What will be done">
            <DetailText>{data.description}</DetailText>
          </DetailCard>
          <DetailCard id="maintenance-impact" title="Impact">
            <DetailText>{data.impact}</DetailText>
          </DetailCard>
          <DetailCard id="maintenance-updates" title="Updates">
            <EventNotices notices={data.updates} label="Updates" now={now} />
          </DetailCard>
        </>
      }
      side={
        <>
          <DetailCard id="maintenance-details" title="Details">
            <DetailFacts
              facts={[
                ["Starts", <DisplayTime key="start" value={data.window_start} now={now} />],
                ["Ends", <DisplayTime key="end" value={data.window_end} now={now} />],
                ["Location", data.location === "" ? "Not given" : data.location],
                ["Announced", <DisplayTime key="created" value={data.created} now={now} />],
                ["Last updated", <DisplayTime key="updated" value={data.updated} now={now} />],
              ]}
            />
          </DetailCard>
          <DetailCard id="maintenance-services" title="Affected services">
            <AffectedServices services={data.services} />
          </DetailCard>
        </>
      }
    />
  );
}
