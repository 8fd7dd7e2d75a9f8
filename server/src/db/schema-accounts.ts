import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { UserDetailChange } from "../../../src/core/api/users/user-details.ts";
import { at, createdAt, id, jsonList, searchText, trigramIndex } from "./columns.ts";

/**
 * Accounts: companies (tenants), their users and permissions, sessions and sign-in state,
 * mail, notifications and the portal's content. Ids are integers here and strings on the wire.
 */

export const currencies = pgTable("currencies", {
  id: id(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  symbol: text("symbol").notNull(),
});

export const accountManagers = pgTable("account_managers", {
  id: id(),
  name: text("name").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
});

/** Customer companies (tenants) and the provider itself (`isProvider`). */
export const companies = pgTable("companies", {
  id: id(),
  name: text("name").notNull(),
  legalName: text("legal_name").notNull(),
  /** Legal details (administrators edit them): registration, VAT, registered address. */
  registrationNumber: text("registration_number"),
  vatNumber: text("vat_number"),
  address: text("address"),
  country: text("country"),
  /** The public company profile (the profile module edits it). */
  description: text("description"),
  website: text("website"),
  isProvider: boolean("is_provider").notNull().default(false),
  /** Administrators require two-factor sign-in of every user (issue 44). */
  requiresTwoFactor: boolean("requires_two_factor").notNull().default(false),
  accountManagerId: integer("account_manager_id").references(() => accountManagers.id),
  createdAt: createdAt(),
});

/** The owning company of a row: every query of a tenant's data filters on it. */
export const companyId = () =>
  integer("company_id")
    .notNull()
    .references(() => companies.id);

/** The user a row belongs to (their notifications, exports, sessions): gone with the user. */
export const userId = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** status: "active" | "invited" (awaiting set-password) | "inactive". */
export const users = pgTable(
  "users",
  {
    id: id(),
    companyId: companyId(),
    email: text("email").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    phone: text("phone"),
    jobTitle: text("job_title"),
    passwordHash: text("password_hash"),
    status: text("status").notNull().default("active"),
    isStaff: boolean("is_staff").notNull().default(false),
    requiresOtp: boolean("requires_otp").notNull().default(false),
    defaultCurrencyId: integer("default_currency_id").references(() => currencies.id),
    invitedById: integer("invited_by_id"),
    lastLoginAt: at("last_login_at"),
    /** What user administration's search matches: the names, the full name, the e-mail. */
    searchText: searchText(sql`lower("firstname" || ' ' || "lastname" || ' ' || "email")`),
    // User administration's sort keys as stored columns: an index on plain columns can answer
    // a deep page (`?offset=5000`) from the index alone, where an index on lower(...) makes
    // PostgreSQL read every skipped row from the table.
    lastnameKey: text("lastname_key").notNull().generatedAlwaysAs(sql`lower("lastname")`),
    firstnameKey: text("firstname_key").notNull().generatedAlwaysAs(sql`lower("firstname")`),
    emailKey: text("email_key").notNull().generatedAlwaysAs(sql`lower("email")`),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(sql`lower(${table.email})`),
    index("users_company_idx").on(table.companyId),
    trigramIndex("users_search_idx", table.searchText),
    // User administration's default order (user-directory.ts): by name.
    index("users_company_name_idx").on(
      table.companyId,
      table.lastnameKey,
      table.firstnameKey,
      table.id,
    ),
    // Its other orders, each read forwards or backwards with the id as tie-break.
    index("users_company_email_idx").on(table.companyId, table.emailKey, table.id),
    index("users_company_joined_idx").on(table.companyId, table.createdAt, table.id),
    index("users_company_login_idx").on(
      table.companyId,
      table.lastLoginAt.asc().nullsFirst(),
      table.id,
    ),
  ],
);

export const userPermissions = pgTable(
  "user_permissions",
  {
    userId: userId(),
    permission: text("permission").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.permission] })],
);

/**
 * Every change to a user's permissions or details: who changed whose, what permissions were
 * added and removed, and which details (name, phone) were corrected, from what to what.
 */
export const permissionLog = pgTable(
  "permission_log",
  {
    id: id(),
    companyId: companyId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    changedById: integer("changed_by_id")
      .notNull()
      .references(() => users.id),
    added: text("added").array().notNull(),
    removed: text("removed").array().notNull(),
    details: jsonList<UserDetailChange>("details"),
    /** The preset the new permissions are ("finance") or "custom"; null for details alone. */
    role: text("role"),
    createdAt: createdAt(),
  },
  // The log's order, newest first with the id as tie-break, read backwards: a deep page is an
  // index-only walk, where (company, created) alone sorted every row of equal time.
  (table) => [index("permission_log_company_idx").on(table.companyId, table.createdAt, table.id)],
);

/**
 * A sign-in session: the chain of refresh tokens issued from one sign-in (or one
 * impersonation start). Revoking the family ends every token of it.
 */
export const tokenFamilies = pgTable(
  "token_families",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** Staff member acting as `userId`, with the mode "full" or "read-only". */
    impersonatorId: integer("impersonator_id").references(() => users.id),
    impersonationMode: text("impersonation_mode"),
    /** Impersonation ends here whatever refreshes happen (absolute lifetime). */
    absoluteExpiresAt: at("absolute_expires_at"),
    revokedAt: at("revoked_at"),
    revokedReason: text("revoked_reason"),
    /** Where the session started (issue 44: the user's list of their sessions). */
    userAgent: text("user_agent"),
    ip: text("ip"),
    /** The sign-in or the latest token renewal: not every call, which would write on each. */
    lastActiveAt: at("last_active_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("token_families_user_idx").on(table.userId, table.createdAt),
    // The activity log's read ends impersonations past their lifetime first
    // (recordExpiredImpersonations): only open impersonations are looked at, never the sign-ins.
    index("token_families_open_impersonations_idx")
      .on(table.absoluteExpiresAt)
      .where(sql`impersonator_id is not null and revoked_at is null`),
  ],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    jti: text("jti").primaryKey(),
    familyId: text("family_id")
      .notNull()
      .references(() => tokenFamilies.id),
    expiresAt: at("expires_at").notNull(),
    /** Set when this token was exchanged for the next one. */
    rotatedAt: at("rotated_at"),
    replacedBy: text("replaced_by"),
    createdAt: createdAt(),
  },
  (table) => [index("refresh_tokens_family_idx").on(table.familyId)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: id(),
    email: text("email").notNull(),
    succeeded: boolean("succeeded").notNull(),
    // The client address as the throttle counts it: IPv4 as is, IPv6 as its /64
    // (addressThrottleKey, auth/login-throttle.ts).
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (table) => [
    index("login_attempts_email_idx").on(table.email, table.createdAt),
    // The per-address throttle counts an address's recent failures on every sign-in.
    index("login_attempts_ip_idx").on(table.ip, table.createdAt),
  ],
);

export const captchas = pgTable("captchas", {
  id: text("id").primaryKey(),
  answerHash: text("answer_hash").notNull(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
  createdAt: createdAt(),
});

export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    codeHash: text("code_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index("one_time_codes_user_idx").on(table.userId, table.createdAt)],
);

/** Single-use codes mailed to people: kind "reset" (forgot password) or "invite". */
export const actionCodes = pgTable("action_codes", {
  codeHash: text("code_hash").primaryKey(),
  kind: text("kind").notNull(),
  userId: userId(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
  createdAt: createdAt(),
});

/** A file sent with a mail (a maintenance's calendar entry), kept with it in the outbox. */
export interface OutboxAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
}

/** Every mail the server wrote, its code withheld from the body (mail/mailer.ts). */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    kind: text("kind").notNull(),
    attachments: jsonb("attachments")
      .$type<OutboxAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sentAt: at("sent_at"),
    createdAt: createdAt(),
  },
  (table) => [index("outbox_recipient_idx").on(table.recipient, table.createdAt)],
);

/** Company sign-up requests (/register), held for the provider to review. */
export const registrations = pgTable("registrations", {
  id: id(),
  companyName: text("company_name").notNull(),
  firstname: text("firstname").notNull(),
  lastname: text("lastname").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  country: text("country"),
  message: text("message"),
  status: text("status").notNull().default("pending"),
  createdAt: createdAt(),
});

/** start, stop and every write made while impersonating. */
export const impersonationAudit = pgTable("impersonation_audit", {
  id: id(),
  staffUserId: integer("staff_user_id")
    .notNull()
    .references(() => users.id),
  targetUserId: integer("target_user_id")
    .notNull()
    .references(() => users.id),
  mode: text("mode").notNull(),
  action: text("action").notNull(),
  method: text("method"),
  path: text("path"),
  statusCode: integer("status_code"),
  /**
   * The impersonation session (token family) the write was made in (issue 44): two
   * overlapping impersonations of one user by one staff member each list only their own.
   */
  sessionId: text("session_id"),
  createdAt: createdAt(),
});

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: userId(),
    message: text("message").notNull(),
    url: text("url"),
    relatedModule: text("related_module"),
    isRead: boolean("is_read").notNull().default(false),
    dateCreated: at("date_created").notNull(),
    // The bell's and the history's text search (`?search=`) match this through its trigram
    // index instead of running ilike over every one of the user's notifications.
    searchText: searchText(sql`lower("message")`),
  },
  (table) => [
    // Serves the bell's first page, newest first, read backwards. (Declared ascending: the
    // list's ORDER BY ... DESC puts nulls first, which a DESC NULLS LAST index cannot serve.)
    index("notifications_user_newest_idx").on(table.userId, table.dateCreated, table.id),
    index("notifications_unread_idx").on(table.userId).where(sql`NOT ${table.isRead}`),
    trigramIndex("notifications_search_idx", table.searchText),
  ],
);

/**
 * How many notifications each user has, and how many unread: kept by triggers on
 * `notifications` (migration 0005), in the same transaction as the change, so the polled
 * list reads two numbers instead of counting the user's whole history on every poll.
 */
export const notificationCounts = pgTable("notification_counts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  total: integer("total").notNull().default(0),
  unread: integer("unread").notNull().default(0),
});

/** Per user and topic: which channels deliver it. */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: userId(),
    topic: text("topic").notNull(),
    email: boolean("email").notNull(),
    portal: boolean("portal").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.topic] })],
);

export const changelog = pgTable("changelog", {
  id: id(),
  version: text("version").notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  publishedAt: at("published_at").notNull(),
});

export const bannerAlerts = pgTable("banner_alerts", {
  id: id(),
  message: text("message").notNull(),
  severity: text("severity").notNull(),
  url: text("url"),
  /**
   * The maintenance or outage the banner announces, by its reference (issue 45): each company
   * is shown the banner only while it has that event, not over, and its link leads to the
   * company's own record of it. Null: a banner about no event, shown to everyone.
   */
  eventReference: text("event_reference"),
  startsAt: at("starts_at").notNull(),
  endsAt: at("ends_at"),
});

/** Named values the portal reads (GET /variables/{name}). */
export const variables = pgTable("variables", {
  name: text("name").primaryKey(),
  value: jsonb("value").notNull(),
});

/** Server-side settings: the token signing secret when none is configured, maintenance mode. */
export const systemSettings = pgTable("system_settings", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});

export const featureRequests = pgTable("feature_requests", {
  id: id(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  companyId: companyId(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  /** FEATURE_URGENCIES: how urgent it is for the sender. */
  urgency: text("urgency").notNull().default("normal"),
  createdAt: createdAt(),
});

/**
 * How many rows each company has in each of its paged lists' tables (`list` is the table's
 * name: support_tickets, maintenances, outages, users, permission_log, services, invoices),
 * kept by statement-level triggers on those tables (migration 0016) in the same transaction
 * as the change. An unfiltered list's first and deep pages read this one row for their exact
 * `count` instead of counting the company's 10,000 index entries on every call
 * (docs/performance.md, "2026-11-27 lists at 10,000 rows").
 */
export const listCounts = pgTable(
  "list_counts",
  {
    list: text("list").notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    total: integer("total").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.list, table.companyId] })],
);

/**
 * API keys (issue 43, src/core/api/account/api-keys.ts): a company's credential for scripts,
 * made by an administrator (`created_by`, whose current permissions bound the key's at every
 * call). Only an HMAC of the key under the server's hash key is stored (`secret_digest`), with
 * its first characters (`prefix`) for the list. Revoking sets `revoked_at` (the row stays, so a
 * log line naming the key still names something). The rate limit counts calls in the current
 * minute on the row itself (`window_start`, `window_calls`): one statement per call, shared by
 * every server instance.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    companyId: companyId(),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    permissions: jsonb("permissions").$type<string[]>().notNull(),
    secretDigest: text("secret_digest").notNull(),
    prefix: text("prefix").notNull(),
    expiresAt: at("expires_at").notNull(),
    createdAt: createdAt(),
    lastUsedAt: at("last_used_at"),
    revokedAt: at("revoked_at"),
    windowStart: at("window_start"),
    windowCalls: integer("window_calls").notNull().default(0),
  },
  (table) => [
    uniqueIndex("api_keys_secret_digest_unique").on(table.secretDigest),
    // The company's list, newest first.
    index("api_keys_company_created_idx").on(table.companyId, table.createdAt, table.id),
  ],
);
