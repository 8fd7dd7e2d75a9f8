import { DAY_MS, HOUR_MS } from "../../../../src/core/durations.ts";
/**
 * Demo notifications, changelog entries and variables. Each notification names its recipient
 * by e-mail; `hoursAgo` places it in time relative to the seeding.
 */
export interface DemoNotification {
  readonly email: string;
  readonly message: string;
  readonly url: string | null;
  readonly relatedModule: string | null;
  readonly isRead: boolean;
  readonly hoursAgo: number;
}

const forAcmeAdmins = (
  message: string,
  url: string | null,
  relatedModule: string | null,
  isRead: boolean,
  hoursAgo: number,
): DemoNotification[] =>
  ["admin@acme.test", "viewer@acme.test", "otp@acme.test"].map((email) => ({
    email,
    message,
    url,
    relatedModule,
    isRead,
    hoursAgo,
  }));

export const DEMO_NOTIFICATIONS: ReadonlyArray<DemoNotification> = [
  ...forAcmeAdmins(
    "Port LON1-LD8 LAG 2x10G (20 Gbps) is now live.",
    "/services/SVC-10039",
    "service_port",
    false,
    0.5,
  ),
  ...forAcmeAdmins(
    "Cloud connect to AWS eu-west-2 is provisioning.",
    "/services/SVC-10002",
    "service_cloud_connect",
    false,
    3,
  ),
  ...forAcmeAdmins(
    "EVPL LON1-AMS5 is live at 500 Mbps.",
    "/services/SVC-10003",
    "service_evpl",
    false,
    20,
  ),
  ...forAcmeAdmins(
    "Your order for a 1 Gbps port in Amsterdam (AMS5) was received.",
    "/services/SVC-10005",
    "service",
    true,
    30,
  ),
  {
    email: "admin@globex.test",
    message: "Port NYC3-GLOBEX-01 (10 Gbps) is now live.",
    url: "/services/SVC-20007",
    relatedModule: "service_port",
    isRead: false,
    hoursAgo: 1,
  },
  {
    email: "admin@globex.test",
    message: "Cloud connect to Azure West Europe is active.",
    url: "/services/SVC-20004",
    relatedModule: "service_cloud_connect",
    isRead: true,
    hoursAgo: 40,
  },
];

/**
 * Notifications about a ticket, which name it by its key: the key comes from the desk's
 * sequence when the ticket is seeded, so the ticket is named here by its summary and the
 * notification written once it exists (content.ts). A key written by hand ("SUP-1042") named
 * no ticket at all.
 */
export interface DemoTicketNotification {
  readonly emails: ReadonlyArray<string>;
  /** The summary of the Acme ticket (support-desk-acme.ts). */
  readonly summary: string;
  readonly message: (key: string) => string;
  readonly isRead: boolean;
  readonly hoursAgo: number;
}

export const DEMO_TICKET_NOTIFICATIONS: ReadonlyArray<DemoTicketNotification> = [
  {
    // Resolved by Nadia 31 hours after it was raised, six days ago.
    emails: ["admin@acme.test", "viewer@acme.test", "otp@acme.test"],
    summary: "BGP session to Azure UK South drops every few hours",
    message: (key) => `Ticket ${key} was resolved.`,
    isRead: true,
    hoursAgo: 6 * 24 - 31,
  },
  {
    // The NOC's reply 0.6 hours after the ticket was raised, 3 hours ago; Sam follows it.
    emails: ["support@acme.test"],
    summary: "Intermittent packet loss on LON1-AMS5 EVPL",
    message: (key) => `Ticket ${key} has a new reply.`,
    isRead: false,
    hoursAgo: 3 - 0.6,
  },
];

/** The invoice the billing notifications name: Acme's latest (billing.ts makes it). */
export interface NotifiedInvoice {
  readonly number: string;
  /** A calendar day, UTC. */
  readonly dueDate: string;
  readonly issuedAt: Date;
}

/**
 * The notifications about Acme's latest invoice, placed by its own dates rather than written
 * with a number and an age (issue 50: "INV-2026-0114" and "3 days ago" were false on the 2nd
 * of a month and from January on): "available" when it was issued (DemoInvoice.issuedAt),
 * and the billing contact's reminder 5 hours ago, or halfway since the issue when that is
 * sooner, with the days then left to its due date.
 */
export function demoInvoiceNotifications(
  invoice: NotifiedInvoice,
  now: Date,
): ReadonlyArray<DemoNotification> {
  const url = `/billing/invoices/${invoice.number}`;
  const availableHoursAgo = (now.getTime() - invoice.issuedAt.getTime()) / HOUR_MS;
  const reminderHoursAgo = Math.min(5, availableHoursAgo / 2);
  const remindedOn = new Date(now.getTime() - reminderHoursAgo * HOUR_MS)
    .toISOString()
    .slice(0, 10);
  const daysLeft = Math.round(
    (Date.parse(`${invoice.dueDate}T00:00:00Z`) - Date.parse(`${remindedOn}T00:00:00Z`)) / DAY_MS,
  );
  const due =
    daysLeft <= 0
      ? "is due today"
      : daysLeft === 1
        ? "is due tomorrow"
        : `is due in ${daysLeft} days`;
  return [
    ...forAcmeAdmins(`Invoice ${invoice.number} is available.`, url, null, true, availableHoursAgo),
    {
      email: "billing@acme.test",
      message: `Invoice ${invoice.number} ${due}.`,
      url,
      relatedModule: null,
      isRead: false,
      hoursAgo: reminderHoursAgo,
    },
  ];
}

export const DEMO_CHANGELOG = [
  {
    version: "2026.11",
    title: "Read-only impersonation",
    body: "Provider staff can now view a customer's portal without being able to change anything.",
    daysAgo: 3,
  },
  {
    version: "2026.10",
    title: "Notification settings per topic",
    body: "Choose e-mail and portal delivery separately for maintenances, outages, tickets, billing and services.",
    daysAgo: 24,
  },
  {
    version: "2026.09",
    title: "Cloud connects to Google Cloud",
    body: "Order Partner Interconnect attachments alongside AWS and Azure connections.",
    daysAgo: 61,
  },
] as const;

export const DEMO_VARIABLES = [
  { name: "noc_phone", value: "+44 20 7946 0000" },
  { name: "support_hours", value: "24/7/365" },
  { name: "sla_availability_percent", value: 99.99 },
  { name: "max_ports_per_order", value: 8 },
];

const DAY_NAME = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  timeZone: "UTC",
});

/** The first Saturday (UTC) at least two days after `now`: the banner's maintenance night. */
function comingSaturday(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2));
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return day;
}

/** The number of the core maintenance the banner announces (its reference MNT-{year}-0175). */
export const CORE_MAINTENANCE_NUMBER = 175;

/**
 * The provider-wide core maintenance the banner and Acme's notification announce, on the
 * coming Saturday 02:00-04:00 UTC by date ("Saturday 5 December"), not "this Saturday"
 * whatever the day (issue 50). It is a maintenance record of every demo company, under the
 * same reference (coreMaintenances in events-maintenances.ts), so the banner, shown to
 * everyone, leads each of them to a list that holds it (issue 40: a Frankfurt maintenance it once named was in nobody's list). The
 * notification was sent 48 hours before the seeding, so it names the same night.
 */
export function demoCoreMaintenance(now: Date): {
  readonly windowStart: Date;
  /** Acme's administrators' notification, linking to `url`. */
  readonly notifications: (url: string) => ReadonlyArray<DemoNotification>;
  readonly bannerMessage: string;
} {
  const saturday = comingSaturday(now);
  const night = DAY_NAME.format(saturday);
  return {
    windowStart: new Date(saturday.getTime() + 2 * HOUR_MS),
    notifications: (url) =>
      forAcmeAdmins(`Planned core network maintenance on ${night}.`, url, null, false, 48),
    bannerMessage: `Planned core network maintenance on ${night} 02:00-04:00 UTC. Redundant services are not affected.`,
  };
}

/**
 * The banner alert; its window is placed relative to the seeding, in hours (it covers the
 * coming Saturday: at most eight days ahead), its message and link by demoCoreMaintenance.
 */
export const DEMO_BANNER = {
  severity: "warning",
  startsHoursAgo: 24,
  endsInHours: 9 * 24,
} as const;
