/**
 * Demo notifications, changelog entries and variables. Each notification names its recipient
 * by e-mail; `hoursAgo` places it in time relative to the seeding.
 */
interface DemoNotification {
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
    "Port LON1-ACME-01 (10 Gbps) is now live.",
    "/services/SVC-10001",
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
  ...forAcmeAdmins(
    "Planned maintenance in Frankfurt (FRA1) this Saturday.",
    "/support/maintenances",
    null,
    false,
    48,
  ),
  ...forAcmeAdmins(
    "Invoice INV-2026-0114 is available.",
    "/billing/invoices/INV-2026-0114",
    null,
    true,
    72,
  ),
  ...forAcmeAdmins("Ticket SUP-1042 was resolved.", "/support/tickets/SUP-1042", null, true, 120),
  {
    email: "support@acme.test",
    message: "Ticket SUP-1042 has a new reply.",
    url: "/support/tickets/SUP-1042",
    relatedModule: null,
    isRead: false,
    hoursAgo: 2,
  },
  {
    email: "billing@acme.test",
    message: "Invoice INV-2026-0114 is due in 7 days.",
    url: "/billing/invoices/INV-2026-0114",
    relatedModule: null,
    isRead: false,
    hoursAgo: 5,
  },
  {
    email: "admin@globex.test",
    message: "Port FRA2-GLOBEX-01 (100 Gbps) is now live.",
    url: "/services/SVC-20001",
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

/** The banner alert; its window is placed relative to the seeding, in hours. */
export const DEMO_BANNER = {
  message:
    "Planned core maintenance in Frankfurt (FRA1) on Saturday 02:00-04:00 UTC. Redundant services are not affected.",
  severity: "warning",
  url: "/support/maintenances",
  startsHoursAgo: 24,
  endsInHours: 7 * 24,
} as const;
