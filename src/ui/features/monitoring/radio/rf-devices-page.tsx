import { useRfDevices } from "../../../../adapters/react/monitoring/use-monitoring.ts";
import {
  RF_DEVICE_STATUS_LABELS,
  RF_DEVICE_STATUSES,
  type RfDevice,
  uptimeText,
} from "../../../../core/api/monitoring/index.ts";
import { windowOfPage } from "../../../../core/api/page-window.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { DroppedFiltersNotice } from "../../../components/records/dropped-filters-notice.tsx";
import { InstantFilterForm } from "../../../components/records/filter-fields.tsx";
import { PagedResults } from "../../../components/records/paged-results.tsx";
import { oneOf, useUrlFilters } from "../../../components/records/use-url-filters.ts";
import { SelectField, TextField } from "../../../components/text-field.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { RfDeviceLink, RfNav } from "./rf-nav.tsx";

const PAGE_SIZE = 25;
const KEYS = ["search", "metro", "status"] as const;
const METROS = ["London", "Amsterdam", "Frankfurt"] as const;
const CHECKS = { status: oneOf(RF_DEVICE_STATUSES) };
const LABELS = { search: "Search", metro: "Metro", status: "Status" };

/** /radio-frequency/devices: the company's radio units, by name, filtered in the address. */
export function RfDevicesPage() {
  usePageTitle("Radio devices");
  const url = useUrlFilters(KEYS, CHECKS);
  const devices = useRfDevices({
    ...(url.filters.search ? { search: url.filters.search } : {}),
    ...(url.filters.metro ? { metro: url.filters.metro } : {}),
    ...(url.filters.status
      ? { status: url.filters.status as (typeof RF_DEVICE_STATUSES)[number] }
      : {}),
    ...windowOfPage(url.page, PAGE_SIZE),
  });
  const now = Date.now();
  return (
    <>
      <PageHeader
        title="Radio frequency"
        subtitle="Your microwave and millimetre-wave links: devices, interfaces and their log."
      />
      <RfNav />
      <DroppedFiltersNotice dropped={url.dropped} labels={LABELS} />
      <InstantFilterForm label="Device filters">
        <TextField
          label="Search"
          value={url.filters.search}
          onChange={(event) => url.setFilters({ search: event.target.value })}
        />
        <SelectField
          label="Metro"
          value={url.filters.metro}
          onChange={(event) => url.setFilters({ metro: event.target.value })}
        >
          <option value="">All metros</option>
          {METROS.map((metro) => (
            <option key={metro} value={metro}>
              {metro}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          value={url.filters.status}
          onChange={(event) => url.setFilters({ status: event.target.value })}
        >
          <option value="">Any status</option>
          {RF_DEVICE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {RF_DEVICE_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
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
