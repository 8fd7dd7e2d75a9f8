import { RF_INTERFACE_LIST } from "../../../../core/api/monitoring/rf.ts";
import { RecordList } from "../../../components/records/record-list.tsx";
import { usePageTitle } from "../../../components/use-page-title.ts";
import { PageHeader } from "../../../layouts/page-header.tsx";
import { RfDeviceLink, RfNav } from "./rf-nav.tsx";

/** /radio-frequency/interfaces: every radio interface, by link. */
export function RfInterfacesPage() {
  usePageTitle("Radio interfaces");
  return (
    <>
      <PageHeader title="Radio interfaces" subtitle="Each end of each radio link." />
      <RfNav />
      <RecordList
        list={RF_INTERFACE_LIST}
        label="Radio interfaces"
        noun="radio interfaces"
        emptyTitle="No radio interfaces."
        emptyHint="Radio links the provider installs for you appear here."
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
    </>
  );
}
