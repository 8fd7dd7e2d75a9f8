import {
  type RfDeviceQuery,
  useRfDevices,
} from "../../../../adapters/react/monitoring/use-monitoring.ts";
import {
  RF_DEVICE_STATUS_LABELS,
  RF_DEVICE_STATUSES,
  type RfDevice,
  uptimeText,
} from "../../../../core/api/monitoring/index.ts";
import { pageQuery } from "../../../../core/api/page-window.ts";
import { portalNow } from "../../../../core/clock.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { DroppedFiltersNotice } from "../../../components/records/dropped-filters-notice.tsx";
import {
  ChoiceFilter,
  InstantFilterForm,
  SearchFilter,
  vocabularyChoices,
} from "../../../components/records/filter-fields.tsx";
import { PagedResults } from "../../../components/records/paged-results.tsx";
import { oneValueOf, useUrlFilters } from "../../../components/records/use-url-filters.ts";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { RfDeviceLink, RfNav } from "./rf-nav.tsx";

const PAGE_SIZE = 25;
const KEYS = ["search", "metro", "status"] as const;
const METRO_CHOICES = ["London", "Amsterdam", "Frankfurt"].map((metro) => ({
  value: metro,
  label: metro,
}));
const STATUS_CHOICES = vocabularyChoices(RF_DEVICE_STATUSES, RF_DEVICE_STATUS_LABELS);
// GET /rf-devices reads one status, not a comma list: a list or an unknown value is dropped with a notice.
const CHECKS = { status: oneValueOf(RF_DEVICE_STATUSES) };
const LABELS = { search: "Search", metro: "Metro", status: "Status" };

/** /radio-frequency/devices: the company's radio units, by name, filtered in the address. */
export function RfDevicesPage() {
  usePageTitle("Radio devices");
  const url = useUrlFilters(KEYS, CHECKS);
  const devices = useRfDevices(pageQuery(url.filters, url.page, PAGE_SIZE) as RfDeviceQuery);
  const now = portalNow().getTime();
  return (
    <>
      <PageHeader
        title="Radio frequency"
        subtitle="Your microwave and millimetre-wave links: devices, interfaces and their log."
      />
      <RfNav />
      <DroppedFiltersNotice dropped={url.dropped} labels={LABELS} />
      <InstantFilterForm label="Device filters">
        <SearchFilter
          label="Search"
          helperText="Device name, site or model"
          name="search"
          value={url.filters.search}
          onChange={(search) => url.setFilters({ search })}
        />
        <ChoiceFilter
          label="Metro"
          name="metro"
          value={url.filters.metro}
          anyLabel="All metros"
          choices={METRO_CHOICES}
          onChange={(metro) => url.setFilters({ metro })}
        />
        <ChoiceFilter
          label="Status"
          name="status"
          value={url.filters.status}
          anyLabel="Any status"
          choices={STATUS_CHOICES}
          onChange={(status) => url.setFilters({ status })}
        />
      </InstantFilterForm>
      <PagedResults
        view={devices}
        url={url}
        pageSize={PAGE_SIZE}
        noun="radio devices"
        emptyTitle="No radio devices."
        emptyHint="Radio links the provider installs for you appear here."
      >
        {(rows: ReadonlyArray<RfDevice>) => (
          <DataTable
            rows={rows}
            rowKey={(row) => row.id}
            caption="Radio devices"
            rowHeader={{
              header: "Device",
              cell: (row) => <RfDeviceLink id={row.id} name={row.name} />,
            }}
            columns={[
              { header: "Model", cell: (row) => row.model },
              { header: "Site", cell: (row) => row.site },
              { header: "Metro", cell: (row) => row.metro },
              { header: "Status", cell: (row) => RF_DEVICE_STATUS_LABELS[row.status] },
              { header: "Uptime", cell: (row) => uptimeText(row.up_since, now) },
              { header: "Firmware", cell: (row) => row.firmware },
            ]}
          />
        )}
      </PagedResults>
    </>
  );
}
