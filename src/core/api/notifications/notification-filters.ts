import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { FilterText, PERIOD_FILTERS, searchFilter } from "../list-query.ts";
import { Notification } from "./notification.ts";

/** Longest search text GET /notifications accepts. */
export const NOTIFICATION_SEARCH_MAX_LENGTH = 200;

/**
 * GET /notifications, declared once (define-list.ts), the caller's own, newest first. Its
 * filters, as query parameters ("" means no filter): `is_read` "true" or "false";
 * `related_module` exact; `search` in the message, ignoring case; `date_from` and `date_to`
 * bound `date_created`, both inclusive (a day as `date_to` includes that whole day). Paging
 * is `offset` and `limit` as on every list.
 */
export const NOTIFICATION_LIST = defineList({
  resource: "notifications",
  path: "/notifications",
  item: Notification,
  filters: {
    is_read: { schema: Schema.Literals(["true", "false"]), label: "Read" },
    related_module: { schema: FilterText(64), label: "Module" },
    search: searchFilter(NOTIFICATION_SEARCH_MAX_LENGTH),
    ...PERIOD_FILTERS,
  },
});
