import type { NotificationIcon as IconName } from "../../../../core/api/notifications/notification.ts";
import {
  SERVICE_TYPE_LABELS,
  type ServiceType,
} from "../../../../core/api/services/service-vocabulary.ts";
import { NotificationIcon } from "../../../components/notifications/notification-icon.tsx";
import { tableCell } from "../../../components/records/table-cells.ts";

/** The same glyph a notification about a service of that type shows. */
const ICONS: Readonly<Record<ServiceType, IconName>> = {
  port: "port",
  cloud_connect: "cloud-connect",
  evpl: "evpl",
  other: "service",
};

/** A service's type: its icon, then its name in words (the icon alone tells a reader nothing). */
export function ServiceTypeLabel({ type }: { readonly type: ServiceType }) {
  return (
    <span className={tableCell.iconLabel}>
      <NotificationIcon name={ICONS[type]} />
      {SERVICE_TYPE_LABELS[type]}
    </span>
  );
}
