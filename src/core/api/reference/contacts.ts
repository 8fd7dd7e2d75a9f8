import { Schema } from "effect";
import { Paginated } from "../paginated.ts";
import { isWithoutNullCharacters } from "../plain-text.ts";
import { boundedText, Id, MAX_EMAIL_LENGTH } from "../primitives.ts";

/**
 * The company's contacts (GET /contacts, /contacts/{id}): who the provider calls about a
 * fault (technical) or an invoice (billing). Any signed-in user reads them; creating,
 * changing and removing them needs write_admin_module. Another company's contact is 404.
 */
export const CONTACT_KINDS = ["technical", "billing"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const ContactKind = Schema.Literals(CONTACT_KINDS);
export const CONTACT_KIND_LABELS: Readonly<Record<ContactKind, string>> = {
  technical: "Technical",
  billing: "Billing",
};

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_PHONE_MAX_LENGTH = 32;

export const Contact = Schema.Struct({
  id: Id,
  kind: ContactKind,
  name: Schema.String,
  email: Schema.String,
  phone: Schema.String,
});
export type Contact = typeof Contact.Type;
export const ContactList = Paginated(Contact);
export type ContactList = typeof ContactList.Type;

const Name = boundedText(CONTACT_NAME_MAX_LENGTH).pipe(
  Schema.check(
    Schema.makeFilter((text: string) => text.trim().length > 0 || "This field may not be blank."),
    isWithoutNullCharacters,
  ),
);
const Email = boundedText(MAX_EMAIL_LENGTH).pipe(
  Schema.check(
    Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/u, { message: "Enter a valid email address." }),
  ),
);
const Phone = boundedText(CONTACT_PHONE_MAX_LENGTH).pipe(
  Schema.check(
    Schema.isPattern(/^\+?[\d\s()-]{0,32}$/u, { message: "Enter a valid phone number." }),
  ),
);

/** POST /contacts (201 Contact) and PUT /contacts/{id} (Contact): the whole record. */
export const ContactRequest = Schema.Struct({
  kind: ContactKind,
  name: Name,
  email: Email,
  phone: Phone,
});
export type ContactRequest = typeof ContactRequest.Type;

/** GET /contacts filter: `kind`. */
export const ContactListQuery = Schema.Struct({
  kind: Schema.optionalKey(Schema.Union([Schema.Literal(""), ContactKind])),
});
export type ContactListQuery = typeof ContactListQuery.Type;
