import { Schema } from "effect";
import { defineList } from "../define-list.ts";
import { oneOfFilter } from "../list-query.ts";
import { boundedTrim, Id, NamedRef } from "../primitives.ts";
import { EmailField, PhoneOrBlank, RequiredText } from "../users/contact-fields.ts";
import { CONTACT_NOTICES, ContactNotice } from "./contact-notices.ts";

/**
 * The company's contacts (GET /contacts, /contacts/{id}, issue 45): who the provider tells
 * about a fault, a maintenance, an order or an invoice. They are addresses, not portal users:
 * often a team's distribution list. Any signed-in user reads them; creating, changing and
 * removing them needs write_admin_module. Another company's contact is 404.
 */
export const CONTACT_KINDS = ["technical", "billing", "noc", "escalation"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const ContactKind = Schema.Literals(CONTACT_KINDS);
export const CONTACT_KIND_LABELS: Readonly<Record<ContactKind, string>> = {
  technical: "Technical",
  billing: "Billing",
  noc: "NOC",
  escalation: "Escalation",
};

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_ROLE_MAX_LENGTH = 100;
/** Services one contact may be limited to: more is a contact for all services. */
export const CONTACT_SERVICES_MAX = 200;

/** A service a contact is limited to, with its name as stored when it was chosen. */
export const ContactService = NamedRef;
export type ContactService = NamedRef;

export const Contact = Schema.Struct({
  id: Id,
  kind: ContactKind,
  name: Schema.String,
  email: Schema.String,
  /** "" when none was given (a distribution list often has no phone). */
  phone: Schema.String,
  /** What the contact is to the company ("Network operations team"); "" when none. */
  role: Schema.String,
  /** The notices mailed to this contact. */
  notices: Schema.Array(ContactNotice),
  /** True: notices about any of the company's services; false: about `services` only. */
  all_services: Schema.Boolean,
  services: Schema.Array(ContactService),
});
export type Contact = typeof Contact.Type;

export const NO_SERVICES_CHOSEN = "Choose at least one service, or all services.";

/**
 * POST /contacts (201 Contact) and PUT /contacts/{id} (Contact): the whole record. Name and
 * e-mail are required; the phone follows the portal's one phone rule (contact-fields.ts).
 * The fields added by issue 45 may be left out by older clients: no role, no notices, all
 * services.
 */
export const ContactRequest = Schema.Struct({
  kind: ContactKind,
  name: RequiredText(CONTACT_NAME_MAX_LENGTH),
  email: EmailField,
  phone: PhoneOrBlank,
  role: Schema.optionalKey(boundedTrim(CONTACT_ROLE_MAX_LENGTH)),
  notices: Schema.optionalKey(
    Schema.Array(ContactNotice).pipe(Schema.check(Schema.isMaxLength(CONTACT_NOTICES.length))),
  ),
  all_services: Schema.optionalKey(Schema.Boolean),
  services: Schema.optionalKey(
    Schema.Array(Id).pipe(
      Schema.check(
        Schema.isMaxLength(CONTACT_SERVICES_MAX, {
          message: `Choose at most ${CONTACT_SERVICES_MAX} services, or all services.`,
        }),
      ),
    ),
  ),
});
export type ContactRequest = typeof ContactRequest.Type;

/** The field errors of a request the schema accepts but the rules do not (both sides ask). */
export function contactRequestProblems(
  request: Pick<ContactRequest, "all_services" | "services">,
): Partial<Record<"services", string>> {
  const allServices = request.all_services ?? true;
  if (!allServices && (request.services ?? []).length === 0) {
    return { services: NO_SERVICES_CHOSEN };
  }
  return {};
}

/**
 * GET /contacts: the company's contacts by kind, then name; filter `kind`. A company keeps a
 * handful, so the list is in one fixed order and has no export.
 */
export const CONTACT_LIST = defineList({
  resource: "contacts",
  path: "/contacts",
  item: Contact,
  filters: {
    kind: oneOfFilter(CONTACT_KINDS, CONTACT_KIND_LABELS, "Kind"),
  },
  pageSize: 25,
});
