import { useParams } from "react-router-dom";
import { detailPage } from "#styled-system/recipes/index.js";
import { useService } from "../../../../adapters/resources/services/service.ts";
import { type ServiceDetail, serviceDisplayName } from "../../../../core/api/services/service.ts";
import { RecordStates } from "../../../components/records/record-states.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { MetricsPanel } from "../../monitoring/charts/metrics-panel.tsx";
import { NotFoundPage } from "../../system/not-found-page.tsx";
import { ServiceBadges } from "./service-badges-row.tsx";
import { ServiceEvents } from "./service-events.tsx";
import { ServiceOverview } from "./service-overview.tsx";
import { type ServiceTab, ServiceTabs, serviceTabLabel, serviceTabOf } from "./service-tabs.tsx";

/**
 * /services/:id/*: one service. The overview (its attributes, ends, parent and children, and
 * for writers rename, LOA and cease) or one of its tabs: the support desk's ticket,
 * maintenance and outage lists with the service fixed. Another company's service is the
 * server's 404, shown as "Not found." with the way back.
 */
export function ServicePage() {
  const params = useParams();
  const id = params.id ?? "";
  const tab = serviceTabOf(params["*"] ?? "");
  const service = useService(tab === undefined ? "" : id);
  const name = service.data === undefined ? `Service ${id}` : serviceDisplayName(service.data);
  usePageTitle(
    tab === undefined ? "Page not found" : tab === "" ? name : `${serviceTabLabel(tab)} · ${name}`,
  );

  if (tab === undefined) return <NotFoundPage />;
  if (service.isPending || service.isError || service.data === undefined) {
    return (
      <RecordStates
        view={service}
        title={`Service ${id}`}
        noun="service"
        back={{ to: "/services", label: "Back to the services" }}
      />
    );
  }
  if (tab === "") return <ServiceOverview service={service.data} />;
  return <ServiceTabPage service={service.data} tab={tab} />;
}

function ServiceTabPage({
  service,
  tab,
}: {
  readonly service: ServiceDetail;
  readonly tab: Exclude<ServiceTab, "">;
}) {
  return (
    <>
      <PageHeader
        title={serviceDisplayName(service)}
        subtitle={
          <span className={detailPage().badges}>
            <ServiceBadges service={service} />
          </span>
        }
      />
      <ServiceTabs id={service.id} />
      {tab === "metrics" ? (
        <MetricsPanel subject={{ kind: "service", id: service.id }} title="Traffic" />
      ) : (
        <ServiceEvents serviceId={service.id} tab={tab} />
      )}
    </>
  );
}
