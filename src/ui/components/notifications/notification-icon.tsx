import type { ReactNode } from "react";
import { circle } from "#styled-system/patterns/index.js";
import type { NotificationIcon as IconName } from "../../../core/api/notifications/notification.ts";
import { LineIcon } from "../nav/icons.tsx";

/** One glyph per core icon name (core `notificationIcon(related_module)` picks the name). */
const GLYPHS: Readonly<Record<IconName, ReactNode>> = {
  // A rack of servers: a service in general.
  service: (
    <>
      <rect x="3" y="4" width="18" height="7" rx="1.5" />
      <rect x="3" y="13" width="18" height="7" rx="1.5" />
      <path d="M7 7.5h.01M7 16.5h.01" />
    </>
  ),
  // An Ethernet socket.
  port: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M8 15v-3h-1V9h10v3h-1v3z" />
    </>
  ),
  "cloud-connect": (
    <path d="M17.5 19H8a5 5 0 1 1 .9-9.9A6 6 0 0 1 20 11.5 3.8 3.8 0 0 1 17.5 19z" />
  ),
  // Two sites joined by a line: a point-to-point Ethernet circuit.
  evpl: (
    <>
      <circle cx="5" cy="12" r="2.5" />
      <circle cx="19" cy="12" r="2.5" />
      <path d="M7.5 12h9" />
    </>
  ),
  general: (
    <>
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </>
  ),
};

export function NotificationIcon({ name }: { readonly name: IconName }) {
  return (
    <span
      aria-hidden="true"
      data-icon={name}
      className={circle({
        size: "9",
        display: "inline-flex",
        bg: "brand.50",
        color: "brand.600",
      })}
    >
      <LineIcon size={18}>{GLYPHS[name]}</LineIcon>
    </span>
  );
}
