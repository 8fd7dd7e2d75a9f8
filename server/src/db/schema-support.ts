// Tables of the support desk (issue 5): see server/src/db/schema.ts for the conventions.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { FieldOption, TicketFieldValue } from "../../../src/core/api/support/index.ts";
import { at, createdAt, id, jsonList, searchText, trigramIndex, updatedAt } from "./columns.ts";
import { exportRecordsTable } from "./export-records.ts";
import { companyId, userId, users } from "./schema-accounts.ts";

const ticketId = () =>
  integer("ticket_id")
    .notNull()
    .references(() => supportTickets.id, { onDelete: "cascade" });

/** Request types of the provider's one service desk, in the order the portal offers them. */
export const supportRequestTypes = pgTable("support_request_types", {
  id: id(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  /** Whether a ticket of this type must name one of the company's services. */
  requiresService: boolean("requires_service").notNull(),
  position: integer("position").notNull(),
});

export const supportClassifications = pgTable(
  "support_classifications",
  {
    id: id(),
    requestTypeId: integer("request_type_id")
      .notNull()
      .references(() => supportRequestTypes.id),
    name: text("name").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [index("support_classifications_type_idx").on(table.requestTypeId, table.position)],
);

/** A request type's own fields (its template). kind: TEMPLATE_FIELD_KINDS. */
export const supportTemplateFields = pgTable(
  "support_template_fields",
  {
    id: id(),
    requestTypeId: integer("request_type_id")
      .notNull()
      .references(() => supportRequestTypes.id),
    name: text("name").notNull(),
    label: text("label").notNull(),
    kind: text("kind").notNull(),
    required: boolean("required").notNull(),
    helpText: text("help_text"),
    /** The choices of a select field; a service field's choices are the company's services. */
    options: jsonList<FieldOption>("options"),
    position: integer("position").notNull(),
  },
  (table) => [
    uniqueIndex("support_template_fields_name_unique").on(table.requestTypeId, table.name),
  ],
);

/** The workflow's statuses (TICKET_STATUSES), named for the CSV export and reports. */
export const supportStatuses = pgTable("support_statuses", {
  key: text("key").primaryKey(),
  name: text("name").notNull(),
  position: integer("position").notNull(),
});

/**
 * The workflow: which step leads from which status to which. `actor` "customer" steps are
 * offered to the portal's users (with write_support_module); "agent" steps are the desk's own.
 */
export const supportTransitions = pgTable("support_transitions", {
  id: id(),
  name: text("name").notNull(),
  fromStatus: text("from_status")
    .notNull()
    .references(() => supportStatuses.key),
  toStatus: text("to_status")
    .notNull()
    .references(() => supportStatuses.key),
  actor: text("actor").notNull(),
  position: integer("position").notNull(),
});

/** The numbers of issue keys ("SUP-1042"): one sequence for the provider's desk. */
export const supportIssueNumbers = pgSequence("support_issue_number_seq", { startWith: 1001 });

/**
 * Tickets. status: TICKET_STATUSES; priority: TICKET_PRIORITIES. The related service is kept
 * as a reference (id and name at the time). `searchText` is what `?text=` matches: the issue
 * key, summary and description, lowered once when written, with a trigram index.
 */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: id(),
    companyId: companyId(),
    issueNumber: integer("issue_number")
      .notNull()
      .default(sql`nextval('support_issue_number_seq')`),
    requestTypeId: integer("request_type_id")
      .notNull()
      .references(() => supportRequestTypes.id),
    classificationId: integer("classification_id").references(() => supportClassifications.id),
    summary: text("summary").notNull(),
    description: text("description").notNull(),
    priority: text("priority").notNull(),
    status: text("status")
      .notNull()
      .references(() => supportStatuses.key),
    serviceId: text("service_id"),
    serviceName: text("service_name"),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id),
    fields: jsonList<TicketFieldValue>("fields"),
    searchText: searchText(
      sql`lower('SUP-' || "issue_number"::text || ' ' || "summary" || ' ' || "description")`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("support_tickets_issue_number_unique").on(table.issueNumber),
    index("support_tickets_company_created_idx").on(table.companyId, table.createdAt, table.id),
    index("support_tickets_company_updated_idx").on(table.companyId, table.updatedAt, table.id),
    index("support_tickets_company_status_idx").on(table.companyId, table.status, table.createdAt),
    index("support_tickets_company_type_idx").on(
      table.companyId,
      table.requestTypeId,
      table.createdAt,
    ),
    index("support_tickets_company_classification_idx").on(table.companyId, table.classificationId),
    index("support_tickets_company_service_idx").on(table.companyId, table.serviceId),
    trigramIndex("support_tickets_search_idx", table.searchText),
  ],
);

/**
 * Public comments. A customer's comment names its author; an agent of the desk is not a user
 * of the company, so `authorName` (kept for both) is what the feed shows.
 */
export const supportComments = pgTable(
  "support_comments",
  {
    id: id(),
    ticketId: ticketId(),
    authorId: integer("author_id").references(() => users.id),
    authorName: text("author_name").notNull(),
    isAgent: boolean("is_agent").notNull().default(false),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("support_comments_ticket_idx").on(table.ticketId, table.createdAt)],
);

/**
 * Uploaded files. A temporary attachment (add-temp-attachment) has no ticket yet and expires;
 * attaching it sets the ticket (and comment) and clears the expiry. `storageKey` is the
 * storage's own name for the bytes, never the uploaded name.
 */
export const supportAttachments = pgTable(
  "support_attachments",
  {
    id: id(),
    companyId: companyId(),
    ticketId: integer("ticket_id").references(() => supportTickets.id, { onDelete: "cascade" }),
    commentId: integer("comment_id").references(() => supportComments.id, {
      onDelete: "set null",
    }),
    storageKey: text("storage_key").notNull(),
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull(),
    uploaderId: integer("uploader_id")
      .notNull()
      .references(() => users.id),
    expiresAt: at("expires_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("support_attachments_ticket_idx").on(table.ticketId, table.createdAt),
    index("support_attachments_comment_idx").on(table.commentId),
    index("support_attachments_temporary_idx")
      .on(table.uploaderId, table.expiresAt)
      .where(sql`${table.ticketId} is null`),
  ],
);

/**
 * The activity feed. kind "comment" points at the comment, "attachment" at the file, and
 * "status_change" carries both statuses and the transition's name (null: the desk's own step).
 */
export const supportActivity = pgTable(
  "support_activity",
  {
    id: id(),
    ticketId: ticketId(),
    kind: text("kind").notNull(),
    authorId: integer("author_id").references(() => users.id),
    authorName: text("author_name").notNull(),
    isAgent: boolean("is_agent").notNull().default(false),
    commentId: integer("comment_id").references(() => supportComments.id, {
      onDelete: "cascade",
    }),
    attachmentId: integer("attachment_id").references(() => supportAttachments.id, {
      onDelete: "cascade",
    }),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    transitionName: text("transition_name"),
    createdAt: createdAt(),
  },
  (table) => [index("support_activity_ticket_idx").on(table.ticketId, table.createdAt, table.id)],
);

export const supportFollowers = pgTable(
  "support_followers",
  {
    ticketId: ticketId(),
    userId: userId(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.ticketId, table.userId] }),
    index("support_followers_user_idx").on(table.userId),
  ],
);

/** CSV exports of the ticket list, per user (GET /support/ticket-export reports the latest). */
export const supportTicketExports = exportRecordsTable("support_ticket_exports");
