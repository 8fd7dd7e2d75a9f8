import { useRfInterfaces } from "../../../../adapters/react/monitoring/use-monitoring.ts";
import type { RfInterface } from "../../../../core/api/monitoring/index.ts";
import { windowOfPage } from "../../../../core/api/page-window.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { PagedResults } from "../../../components/records/paged-results.tsx";
import { useUrlFilters } from "../../../components/records/use-url-filters.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { RfDeviceLink, RfNav } from "./rf-nav.tsx";

const PAGE_SIZE = 25;
const KEYS = [] as const;

/** /radio-frequency/interfaces: every radio interface, by link. */
export function RfInterfacesPage() {
  usePageTitle("Radio interfaces");
  const url = useUrlFilters(KEYS);
  const interfaces = useRfInterfaces(windowOfPage(url.page, PAGE_SIZE));
  return (
    <>
      <PageHeader title="Radio interfaces" subtitle="Each end of each radio link." />
      <RfNav />
      <PagedResults
        view={interfaces}
        url={url}
        pageSize={PAGE_SIZE}
        noun="radio interfaces"
        emptyTitle="No radio interfaces."
        emptyHint="Radio links the provider installs for you appear here."
      >
        {(rows: ReadonlyArray<RfInterface>) => (
          <DataTable
            rows={rows}
            rowKey={(row) => row.id}
            caption="Radio interfaces"
            rowHeader={{ header: "Link", cell: (row) => `${row.link_name} · ${row.name}` }}
            columns={[
              {
                header: "Device",
                cell: (row) => <RfDeviceLink id={row.device.id} name={row.device.name} />,
              },
              { header: "Description", cell: (row) => row.description || "–" },
              { header: "Far end", cell: (row) => row.peer },
              { header: "Band", cell: (row) => row.band },
              { header: "Capacity", cell: (row) => `${row.capacity_mbps} Mbps` },
            ]}
          />
        )}
      </PagedResults>
    </>
  );
}
