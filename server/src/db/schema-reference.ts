// Reference data of the provider's network and catalogue, and each company's own reference
// records (issue 14): see server/src/db/schema.ts for the conventions.
import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import type { ContactService } from "../../../src/core/api/reference/contacts.ts";
import { id, jsonList } from "./columns.ts";
import { companies, companyId } from "./schema-accounts.ts";

/** Points of presence: the provider's network nodes, one or more per metro. */
export const pops = pgTable("pops", {
  id: id(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  metro: text("metro").notNull(),
  /** ISO 3166-1 alpha-2. */
  country: text("country").notNull(),
});

/** Data centres where the provider hands over ports, each served by a POP. */
export const locations = pgTable(
  "locations",
  {
    id: id(),
    name: text("name").notNull(),
    operator: text("operator").notNull(),
    address: text("address").notNull(),
    metro: text("metro").notNull(),
    country: text("country").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    popId: integer("pop_id")
      .notNull()
      .references(() => pops.id),
  },
  (table) => [index("locations_metro_idx").on(table.metro, table.name)],
);

/** How the catalogue groups products; service_type: SERVICE_TYPES. */
export const productCategories = pgTable("product_categories", {
  id: id(),
  name: text("name").notNull(),
  serviceType: text("service_type").notNull(),
  position: integer("position").notNull(),
});

export const products = pgTable("products", {
  id: id(),
  name: text("name").notNull(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => productCategories.id),
  serviceType: text("service_type").notNull(),
  description: text("description").notNull(),
});

/** The provider's billing record of a customer company: account number, country, currency. */
export const customerAccounts = pgTable("customer_accounts", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id),
  accountNumber: text("account_number").notNull().unique(),
  country: text("country").notNull(),
  currency: text("currency").notNull(),
});

/** A company's own premises (where a connection's far end may be delivered). */
export const companySites = pgTable(
  "company_sites",
  {
    id: id(),
    companyId: companyId(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    country: text("country").notNull(),
  },
  (table) => [index("company_sites_company_idx").on(table.companyId, table.name)],
);

/**
 * A company's contacts (addresses, often distribution lists, not users). kind: CONTACT_KINDS;
 * notices: CONTACT_NOTICES mailed to it, about all services or the `services` chosen
 * (issue 45, contact-notices.ts).
 */
export const companyContacts = pgTable(
  "company_contacts",
  {
    id: id(),
    companyId: companyId(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    role: text("role").notNull().default(""),
    notices: text("notices").array().notNull().default(sql`'{}'::text[]`),
    allServices: boolean("all_services").notNull().default(true),
    services: jsonList<ContactService>("services"),
  },
  (table) => [index("company_contacts_company_idx").on(table.companyId, table.kind, table.name)],
);

/** Why a customer may cease a service, in the order the form offers them. */
export const ceaseReasons = pgTable(
  "cease_reasons",
  {
    id: id(),
    label: text("label").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [index("cease_reasons_position_idx").on(table.position)],
);
