import { css } from "../../../../../styled-system/css/index.js";
import { findCni, type WizardForm } from "../../../../adapters/react/index.ts";
import {
  type CloudRegion,
  DIVERSITY_ZONE_LABELS,
  type DiversityZone,
  ORDER_TERM_LABELS,
  type OrderFlow,
  type OrderTerm,
} from "../../../../core/api/ordering/index.ts";
import { CLOUD_PROVIDER_LABELS, type CloudProvider } from "../../../../core/api/services/index.ts";
import { formatBandwidth } from "../../../../core/format/bandwidth.ts";
import type { OrderData } from "./order-wizard.tsx";

/** What will be ordered, in words, before the order is placed. */
export function OrderReview({
  flow,
  form,
  data,
}: {
  readonly flow: OrderFlow;
  readonly form: WizardForm;
  readonly data: OrderData;
}) {
  const port = (id: string | undefined) => {
    const found = data.ports.find((entry) => entry.id === id);
    return found === undefined ? (id ?? "") : `${found.name} (${found.id}), ${found.location_name}`;
  };
  const cni = (id: string | undefined) => {
    const found = findCni(data.ports, id ?? "");
    return found === undefined
      ? (id ?? "")
      : `${found.cni.name}, VLAN ${found.cni.vlan} on ${port(found.port.id)}`;
  };
  const region = data.regions.find(
    (entry: CloudRegion) => entry.provider === form.provider && entry.id === form.region,
  );
  const location = data.locations.find((entry) => entry.id === form.location);
  const mbps = (text: string | undefined) => formatBandwidth(Number(text));
  const rows: Array<[string, string]> = [["Name", form.name ?? ""]];
  if (flow === "port")
    rows.push(
      ["Data centre", location === undefined ? "" : `${location.name}, ${location.metro}`],
      ["Speed", mbps(form.speed_mbps)],
      ["Media", form.media ?? ""],
      ["Diversity zone", DIVERSITY_ZONE_LABELS[form.diversity_zone as DiversityZone] ?? ""],
    );
  if (flow === "cloud_connect")
    rows.push(
      ["Cloud", CLOUD_PROVIDER_LABELS[form.provider as CloudProvider] ?? ""],
      ["Region", region?.name ?? ""],
      ["A-end port", port(form.a_port)],
      ["VLAN", form.a_vlan ?? ""],
      ["Bandwidth", mbps(form.bandwidth_mbps)],
    );
  if (flow === "evpl")
    rows.push(
      ["A-end port", `${port(form.a_port)}, VLAN ${form.a_vlan ?? ""}`],
      form.b_end === "cni"
        ? ["B-end CNI", cni(form.b_cni)]
        : ["B-end port", `${port(form.b_port)}, VLAN ${form.b_vlan ?? ""}`],
      ["Bandwidth", mbps(form.bandwidth_mbps)],
    );
  rows.push(
    ["Term", ORDER_TERM_LABELS[Number(form.term_months) as OrderTerm] ?? ""],
    ["Purchase order", form.purchase_order || "None"],
  );
  return (
    <dl
      className={css({
        display: "grid",
        gridTemplateColumns: "max-content 1fr",
        gap: "2",
        columnGap: "6",
      })}
    >
      {rows.map(([label, value]) => (
        <div key={label} className={css({ display: "contents" })}>
          <dt className={css({ fontWeight: "semibold" })}>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
