import { useMemo, useState } from "react";
import { css, cx } from "#styled-system/css/index.js";
import { flex, wrap } from "#styled-system/patterns/index.js";
import { text } from "#styled-system/recipes/index.js";
import { useSession } from "../../../../adapters/react/auth/use-session.ts";
import { useCloudRegions } from "../../../../adapters/resources/ordering/clouds.ts";
import { useOrderDraft } from "../../../../adapters/resources/ordering/order-draft.ts";
import type { OrderData } from "../../../../adapters/resources/ordering/order-wizard-flow.ts";
import { useOrderablePorts } from "../../../../adapters/resources/ordering/orderable-ports.ts";
import { useLocations } from "../../../../adapters/resources/reference/locations.ts";
import {
  ORDER_FLOW_LABELS,
  ORDER_FLOWS,
  type OrderFlow,
} from "../../../../core/api/ordering/index.ts";
import { canOrderService } from "../../../../core/permissions/index.ts";
import { DocumentationLink } from "../../../components/documentation-link.tsx";
import { ErrorState, LoadingState } from "../../../components/records/query-states.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { OrderWizard } from "./order-wizard.tsx";

const DOCUMENTATION = {
  port: "port_creation",
  cloud_connect: "cloud_connect",
  evpl: "smart_ethernet",
} as const;

/**
 * /services/create: order a port, a cloud connect or an EVPL with the generic wizard. The
 * draft (for those who may order) comes back from the server, so it survives a reload and
 * signing in again; those who may only view services walk the same steps and see the prices,
 * without the order button.
 */
export function CreateServicePage() {
  usePageTitle("Order a service");
  const { permissions } = useSession();
  const mayOrder = canOrderService(permissions);
  const draft = useOrderDraft(mayOrder);
  const locations = useLocations();
  const ports = useOrderablePorts();
  const regions = useCloudRegions();
  const [chosen, setChosen] = useState<OrderFlow | null>(null);

  // One object while the lists are unchanged, so the wizard is not re-rendered for nothing.
  const data = useMemo<OrderData>(
    () => ({
      locations: locations.data?.results ?? [],
      ports: ports.data?.results ?? [],
      regions: regions.data?.results ?? [],
    }),
    [locations.data, ports.data, regions.data],
  );
  const loading = [locations, ports, regions, ...(mayOrder ? [draft] : [])];
  const failed = loading.find((view) => view.error !== null);
  const draftValue = mayOrder ? (draft.data?.draft ?? null) : null;
  const flow: OrderFlow = chosen ?? draftValue?.type ?? "port";

  return (
    <>
      <PageHeader
        title="Order a service"
        subtitle="Choose what to order; the price shows as you go, and your draft is kept until you order or discard it."
      />
      <fieldset className={css({ mb: "4" })}>
        <legend className={cx(text({ weight: "semibold" }), css({ mb: "2" }))}>
          What to order
        </legend>
        <div className={wrap({ gap: "4" })}>
          {ORDER_FLOWS.map((entry) => (
            <label key={entry} className={flex({ gap: "2", align: "center" })}>
              <input
                type="radio"
                name="order-flow"
                value={entry}
                checked={flow === entry}
                onChange={() => setChosen(entry)}
              />
              {ORDER_FLOW_LABELS[entry]}
            </label>
          ))}
        </div>
      </fieldset>
      <DocumentationLink topic={DOCUMENTATION[flow]} />
      {failed !== undefined && (
        <ErrorState
          message={failed.error ?? "The order form could not be loaded."}
          onRetry={failed.refetch}
        />
      )}
      {failed === undefined && loading.some((view) => view.isPending) && (
        <LoadingState label="Loading the order form…" />
      )}
      {failed === undefined &&
        locations.data !== undefined &&
        ports.data !== undefined &&
        regions.data !== undefined &&
        (!mayOrder || draft.data !== undefined) && (
          <OrderWizard key={flow} flow={flow} draft={draftValue} mayOrder={mayOrder} data={data} />
        )}
    </>
  );
}
