import { Schema } from "effect";

/**
 * The notices a company contact may receive by mail (issue 45), and which contacts one
 * notice reaches: the one rule the server's fan-out applies and the contact dialog explains.
 */
export const CONTACT_NOTICES = ["maintenances", "outages", "orders", "invoices"] as const;
export type ContactNotice = (typeof CONTACT_NOTICES)[number];
export const ContactNotice = Schema.Literals(CONTACT_NOTICES);
export const CONTACT_NOTICE_LABELS: Readonly<Record<ContactNotice, string>> = {
  maintenances: "Maintenances",
  outages: "Outages",
  orders: "Order and change progress",
  invoices: "Invoices",
};

/** What routing reads of a contact. */
export interface NoticeSubscriber {
  readonly email: string;
  readonly notices: ReadonlyArray<ContactNotice>;
  readonly all_services: boolean;
  readonly services: ReadonlyArray<{ readonly id: string }>;
}

/** A notice to route: its kind and the services it is about (none: the whole company). */
export interface RoutedNotice {
  readonly kind: ContactNotice;
  /** Public ids of the services concerned; empty for a notice about the company (an invoice). */
  readonly services: ReadonlyArray<string>;
}

/**
 * Whether a contact receives a notice: it asked for the notice's kind, and it covers all
 * services, or the notice is about the whole company, or about one of its chosen services.
 */
export function receivesNotice(contact: NoticeSubscriber, notice: RoutedNotice): boolean {
  if (!contact.notices.includes(notice.kind)) return false;
  if (contact.all_services || notice.services.length === 0) return true;
  return contact.services.some((service) => notice.services.includes(service.id));
}

/**
 * The contacts a notice reaches, one per e-mail address (a list named by two contacts gets
 * the mail once), in the order given.
 */
export function contactsForNotice<Subscriber extends NoticeSubscriber>(
  contacts: ReadonlyArray<Subscriber>,
  notice: RoutedNotice,
): Subscriber[] {
  const seen = new Set<string>();
  return contacts.filter((contact) => {
    if (!receivesNotice(contact, notice)) return false;
    const address = contact.email.toLowerCase();
    if (seen.has(address)) return false;
    seen.add(address);
    return true;
  });
}

/**
 * A contact as the company's change log names it ("Contact: NOC list <noc@acme.test>, NOC;
 * Maintenances, Outages; services SVC-10001"): what was added, or removed, or both for a
 * change, read by an administrator who never saw the dialog.
 */
export function contactLogText(contact: {
  readonly name: string;
  readonly email: string;
  readonly kindLabel: string;
  readonly notices: ReadonlyArray<ContactNotice>;
  readonly all_services: boolean;
  readonly services: ReadonlyArray<{ readonly id: string }>;
}): string {
  const notices =
    contact.notices.length === 0
      ? "no notices"
      : contact.notices.map((notice) => CONTACT_NOTICE_LABELS[notice]).join(", ");
  const services = contact.all_services
    ? "all services"
    : `services ${contact.services.map((service) => service.id).join(", ")}`;
  return `Contact: ${contact.name} <${contact.email}>, ${contact.kindLabel}; ${notices}; ${services}`;
}
