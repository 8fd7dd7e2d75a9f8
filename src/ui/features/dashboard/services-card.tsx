import { text } from "#styled-system/recipes/index.js";
import type { QueryView } from "../../../adapters/react/result-views.ts";
import type { ServiceMonitoring } from "../../../core/api/services/monitoring.ts";
import {
  SERVICE_STATUS_LABELS,
  SERVICE_STATUSES,
} from "../../../core/api/services/service-vocabulary.ts";
import { DashboardCard, FigureLink, FigureList } from "./dashboard-card.tsx";

/**
 * The dashboard's services card (GET /services/monitoring): how many services the company has
 * in each status, each figure a link to the list filtered by that status.
 */
export function ServicesCard({
  monitoring,
}: {
  readonly monitoring: QueryView<ServiceMonitoring>;
}) {
  return (
    <DashboardCard
      id="dashboard-services"
      title="Your services"
      link={{ to: "/services", label: "All services" }}
      view={monitoring}
      loading="Loading your services…"
      failed="Your services could not be counted."
    >
      {(data) => <ServiceCounts monitoring={data} />}
    </DashboardCard>
  );
}

function ServiceCounts({ monitoring }: { readonly monitoring: ServiceMonitoring }) {
  const { total, by_status } = monitoring;
  if (total === 0) {
    return <p className={text({ tone: "muted" })}>You have no services yet.</p>;
  }
  // In lifecycle order, whatever order the server sent them in.
  const counts = SERVICE_STATUSES.flatMap((status) => {
    const found = by_status.find((entry) => entry.status === status);
    return found === undefined || found.count === 0 ? [] : [found];
  });
  return (
    <>
      <p className={text({ tone: "muted", size: "sm" })}>
        {total} {total === 1 ? "service" : "services"} in all
      </p>
      <FigureList label="Services by status" phoneColumns={2}>
        {counts.map(({ status, count }) => (
          <FigureLink key={status} to={`/services?status=${status}`} figure={count}>
            {SERVICE_STATUS_LABELS[status]}
          </FigureLink>
        ))}
      </FigureList>
    </>
  );
}
