import { Link } from "react-router-dom";
import { css } from "../../../../styled-system/css/index.js";
import { flex, grid } from "../../../../styled-system/patterns/index.js";
import { heading, panel, text, textLink } from "../../../../styled-system/recipes/index.js";
import type { QueryView } from "../../../adapters/react/index.ts";
import type { ServiceMonitoring } from "../../../core/api/services/monitoring.ts";
import {
  SERVICE_STATUS_LABELS,
  SERVICE_STATUSES,
} from "../../../core/api/services/service-vocabulary.ts";
import { Button } from "../../components/button.tsx";

const sectionTitleClass = heading({ size: "section" });
const countsClass = grid({
  gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" },
  gap: "3",
});

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
    <section aria-labelledby="dashboard-services" className={panel()}>
      <div className={flex({ justifyContent: "space-between", gap: "3" })}>
        <h2 id="dashboard-services" className={sectionTitleClass}>
          Your services
        </h2>
        <Link to="/services" className={textLink()}>
          All services
        </Link>
      </div>
      <ServiceCounts monitoring={monitoring} />
    </section>
  );
}

function ServiceCounts({ monitoring }: { readonly monitoring: QueryView<ServiceMonitoring> }) {
  if (monitoring.isPending) {
    return (
      <p role="status" className={text({ tone: "muted" })}>
        Loading your services…
      </p>
    );
  }
  if (monitoring.isError || monitoring.data === undefined) {
    return (
      <div role="alert">
        <p className={css({ color: "danger.500", mb: "3" })}>
          {monitoring.error ?? "Your services could not be counted."}
        </p>
        <Button variant="ghost" onClick={monitoring.refetch}>
          Try again
        </Button>
      </div>
    );
  }
  const { total, by_status } = monitoring.data;
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
      <ul aria-label="Services by status" className={countsClass}>
        {counts.map(({ status, count }) => (
          <li key={status}>
            <Link
              to={`/services?status=${status}`}
              className={css({
                display: "block",
                p: "3",
                borderWidth: "1px",
                borderColor: "border.default",
                borderRadius: "control",
                _hover: { bg: "brand.50" },
              })}
            >
              <span className={css({ display: "block", fontSize: "2xl", fontWeight: "bold" })}>
                {count}
              </span>
              <span className={text({ tone: "muted", size: "sm" })}>
                {SERVICE_STATUS_LABELS[status]}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
