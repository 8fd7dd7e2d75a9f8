import type { Notification } from "../../../../src/core/api/notifications/notification.ts";
import type { NOTIFICATION_LIST } from "../../../../src/core/api/notifications/notification-filters.ts";
import { isoTime } from "../../db/iso-time.ts";
import { contains, notAfter, onOrAfter, where } from "../../http/list-filters.ts";
import type { ListRowsOf } from "../../http/paged-list.ts";

/**
 * The caller's notifications, newest first (GET /notifications, polled every 5 s by each open
 * tab). Each item carries the caller's unread total. Both that total and the unfiltered count
 * come from notification_counts, which triggers keep in step with the table (migration
 * 0005), and the page comes from the (user, newest first) index: a poll costs the same with
 * ten notifications as with a hundred thousand.
 */
export const NOTIFICATION_ROWS: ListRowsOf<typeof NOTIFICATION_LIST, Notification> = {
  name: "notifications",
  table: "notifications n",
  alias: "n",
  owner: "n.user_id = $1",
  filters: [
    where(
      "n.is_read = ?",
      "bool",
      (query) => query.is_read,
      (value) => value === "true",
    ),
    where("n.related_module = ?", "text", (query) => query.related_module),
    contains("n.search_text", (query) => query.search),
    onOrAfter("n.date_created", (query) => query.date_from),
    notAfter("n.date_created", (query) => query.date_to),
  ],
  orderings: { "-date_created": "n.date_created desc, n.id desc" },
  ordering: () => "-date_created",
  columns: `n.id::text as id, n.message, n.url, n.is_read,
      ${isoTime("n.date_created")} as date_created, n.related_module,
      coalesce((select c.unread from notification_counts c where c.user_id = $1), 0) as total_unread`,
  unfilteredCount: `select coalesce((select c.total from notification_counts c where c.user_id = $1), 0) as n`,
  toItem: (row) => ({ ...row, total_unread: Number(row.total_unread) }),
};
