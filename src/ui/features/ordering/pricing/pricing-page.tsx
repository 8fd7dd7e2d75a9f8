import { useSearchParams } from "react-router-dom";
import { css } from "#styled-system/css/index.js";
import { heading, panel } from "#styled-system/recipes/index.js";
import { useOrderLocations } from "../../../../adapters/resources/ordering/order-locations.ts";
import { usePriceList } from "../../../../adapters/resources/ordering/pricing.ts";
import {
  ORDER_FLOW_LABELS,
  ORDER_FLOWS,
  type PriceListRow,
} from "../../../../core/api/ordering/index.ts";
import { ErrorState, LoadingState } from "../../../components/records/query-states.tsx";
import { SelectField } from "../../../components/text-field.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { PriceTable } from "../shared/price-table.tsx";

/**
 * /pricing: the price list for anyone signed in: ports by speed, cloud connects and EVPLs by
 * bandwidth, each by term, in the company's currency. The location (in the address, so a
 * link keeps it) narrows the ports to the speeds sold there.
 */
export function PricingPage() {
  usePageTitle("Pricing");
  const [params, setParams] = useSearchParams();
  const locations = useOrderLocations();
  const known = locations.data?.results ?? [];
  const asked = params.get("location") ?? "";
  // An unknown location is dropped rather than failing the list.
  const location = known.some((entry) => entry.id === asked) ? asked : "";
  const list = usePriceList(location);
  const metros = [...new Set(known.map((entry) => entry.metro))].sort();
  const currency = list.data?.currency ?? "";
  const rows = list.data?.results ?? [];
  return (
    <>
      <PageHeader title="Pricing" subtitle="Monthly and one-off prices by term, excluding tax." />
      <div className={css({ maxW: "[24rem]", mb: "6" })}>
        <SelectField
          label="Data centre"
          value={location}
          onChange={(event) =>
            setParams(event.target.value === "" ? {} : { location: event.target.value })
          }
        >
          <option value="">All data centres</option>
          {metros.map((metro) => (
            <optgroup key={metro} label={metro}>
              {known
                .filter((entry) => entry.metro === metro)
                .map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
      </div>
      {list.isPending && <LoadingState label="Loading prices…" />}
      {list.error !== null && <ErrorState message={list.error} onRetry={list.refetch} />}
      {list.data !== undefined &&
        ORDER_FLOWS.map((flow) => (
          <section key={flow} className={css({ mb: "8" })} aria-labelledby={`prices-${flow}`}>
            <h2 id={`prices-${flow}`} className={heading({ size: "part" })}>
              {ORDER_FLOW_LABELS[flow]}
            </h2>
            <div
              className={css({
                display: "grid",
                gap: "4",
                gridTemplateColumns: {
                  base: "1fr",
                  md: "repeat(2, minmax(0, 1fr))",
                  xl: "repeat(3, minmax(0, 1fr))",
                },
              })}
            >
              {rows
                .filter((row: PriceListRow) => row.type === flow)
                .map((row) => (
                  <div key={`${row.type}-${row.mbps}`} className={panel()}>
                    <PriceTable terms={row.terms} caption={`${row.label} (${currency})`} />
                  </div>
                ))}
            </div>
          </section>
        ))}
    </>
  );
}
