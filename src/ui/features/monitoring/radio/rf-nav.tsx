import { Link } from "react-router-dom";
import { textLink } from "#styled-system/recipes/index.js";
import { type Section, SectionNav } from "../../../components/section-nav.tsx";

const SECTIONS: ReadonlyArray<Section> = [
  { to: "/radio-frequency/devices", label: "Devices" },
  { to: "/radio-frequency/interfaces", label: "Interfaces", end: true },
  { to: "/radio-frequency/logs", label: "Log", end: true },
];

/** The radio-frequency sections: devices, interfaces and the RF log. */
export function RfNav() {
  return <SectionNav label="Radio frequency" sections={SECTIONS} />;
}

export const rfDevicePath = (id: string) => `/radio-frequency/devices/${encodeURIComponent(id)}`;

/** A device named on an RF page, linking to its page. */
export function RfDeviceLink({ id, name }: { readonly id: string; readonly name: string }) {
  return (
    <Link className={textLink()} to={rfDevicePath(id)}>
      {name}
    </Link>
  );
}
