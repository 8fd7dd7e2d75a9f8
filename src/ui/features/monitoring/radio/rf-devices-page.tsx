import { useLocations } from "../../../../adapters/resources/reference/locations.ts";
import { RF_DEVICE_STATUS_LABELS, uptimeText } from "../../../../core/api/monitoring/index.ts";
import { RF_DEVICE_LIST } from "../../../../core/api/monitoring/rf.ts";
import { portalNow } from "../../../../core/clock.ts";
import {
  ChoiceFilter,
  InstantFilterForm,
  loadedChoices,
  SearchFilter,
} from "../../../components/records/filter-fields.tsx";
import { RecordList } from "../../../components/records/record-list.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { RfDeviceLink, RfNav } from "./rf-nav.tsx";

/** /radio-frequency/devices: the company's radio units, by name, filtered in the address. */
export function RfDevicesPage() {
  usePageTitle("Radio devices");
  const now = portalNow().getTime();
  // The provider's metros are those of its data centres (GET /locations), where its radio
  // sites are too.
  const locations = useLocations();
  return (
    <>
      <PageHeader
        title="Radio frequency"
        subtitle="Your microwave and millimetre-wave links: devices, interfaces and their log."
      />
      <RfNav />
      <RecordList
        list={RF_DEVICE_LIST}
        label="Radio devices"
        filterForm={({ filters, change, field }) => (
          <InstantFilterForm label="Device filters">
            <SearchFilter
              label="Search"
              helperText="Device name, site or model"
              name="search"
              value={filters.search}
              onChange={(search) => change({ search })}
            />
            <ChoiceFilter
              {...field("metro")}
              anyLabel="All metros"
              {...loadedChoices(
                locations,
                (location) => ({ value: location.metro, label: location.metro }),
                "Loading metros…",
              )}
            />
            <ChoiceFilter {...field("status")} anyLabel="Any status" />
          </InstantFilterForm>
        )}
        noun="radio devices"
        emptyTitle="No radio devices."
        emptyHint="Radio links the provider installs for you appear here."
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
    </>
  );
}
