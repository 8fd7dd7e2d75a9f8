import type { CONTACT_LIST } from "../../../../src/core/api/reference/contacts.ts";
import type {
  Contact,
  ContactKind,
  ContactNotice,
  ContactService,
} from "../../../../src/core/api/reference/index.ts";
import { where } from "../../http/list-filters.ts";
import type { ListRowsOf } from "../../http/paged-list.ts";

/** A contact as its columns are read (the list's SQL and the single-row reads alike). */
export interface ContactRow {
  readonly id: string;
  readonly kind: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly role: string;
  readonly notices: ReadonlyArray<string>;
  readonly all_services: boolean;
  readonly services: ReadonlyArray<ContactService>;
}

export const toContact = (row: ContactRow): Contact => ({
  id: row.id,
  kind: row.kind as ContactKind,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  notices: row.notices as ContactNotice[],
  all_services: row.all_services,
  services: row.services,
});

/**
 * GET /contacts (CONTACT_LIST): the company's contacts by kind, then name; `kind` filters.
 * A company keeps a handful, read through the (company, kind, name) index.
 */
export const CONTACT_ROWS: ListRowsOf<typeof CONTACT_LIST, ContactRow> = {
  name: "contacts",
  table: "company_contacts c",
  alias: "c",
  owner: "c.company_id = $1",
  filters: [where("c.kind = ?", "text", (query) => query.kind)],
  orderings: { kind: "c.kind asc, c.name asc, c.id asc" },
  ordering: () => "kind",
  columns: `c.id::text as id, c.kind, c.name, c.email, c.phone, c.role, c.notices,
    c.all_services, c.services`,
  toItem: toContact,
};
