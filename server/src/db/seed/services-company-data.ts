import type { ContactKind } from "../../../../src/core/api/reference/index.ts";
import type { NetworkServiceKind, ServiceStatus } from "../../../../src/core/api/services/index.ts";
import type { ProductKey } from "./services-reference.ts";

/**
 * Each demo company's own records beside its services: the provider's billing account,
 * premises, contacts, CNIs, network services, contract lines and cease orders (issue 14).
 * Services are named by their public id.
 */
type Company = "acme" | "globex";

export const DEMO_CUSTOMER_ACCOUNTS: Readonly<
  Record<Company, { accountNumber: string; country: string; currency: string }>
> = {
  acme: { accountNumber: "ACC-100231", country: "GB", currency: "GBP" },
  globex: { accountNumber: "ACC-100877", country: "DE", currency: "EUR" },
};

export const DEMO_SITES: Readonly<
  Record<Company, ReadonlyArray<{ name: string; address: string; country: string }>>
> = {
  acme: [
    { name: "Acme HQ", address: "1 Canada Square, London E14 5AB", country: "GB" },
    {
      name: "Acme Amsterdam office",
      address: "Gustav Mahlerlaan 10, 1082 PP Amsterdam",
      country: "NL",
    },
    { name: "Acme New York office", address: "200 Park Avenue, New York, NY 10166", country: "US" },
  ],
  globex: [
    {
      name: "Globex Frankfurt campus",
      address: "Mainzer Landstraße 50, 60325 Frankfurt am Main",
      country: "DE",
    },
  ],
};

export const DEMO_CONTACTS: Readonly<
  Record<Company, ReadonlyArray<{ kind: ContactKind; name: string; email: string; phone: string }>>
> = {
  acme: [
    { kind: "technical", name: "Priya Shah", email: "noc@acme.test", phone: "+44 20 7946 0101" },
    {
      kind: "technical",
      name: "Tom Fletcher",
      email: "tom.fletcher@acme.test",
      phone: "+44 20 7946 0102",
    },
    {
      kind: "billing",
      name: "Helen Moore",
      email: "accounts@acme.test",
      phone: "+44 20 7946 0150",
    },
  ],
  globex: [
    {
      kind: "technical",
      name: "Jonas Becker",
      email: "netops@globex.test",
      phone: "+49 69 1234 5600",
    },
    {
      kind: "billing",
      name: "Anna Keller",
      email: "billing@globex.test",
      phone: "+49 69 1234 5610",
    },
  ],
};

export const DEMO_CNIS: Readonly<
  Record<Company, ReadonlyArray<{ name: string; port: string; vlan: number }>>
> = {
  acme: [
    { name: "LON1 cloud hand-off", port: "SVC-10001", vlan: 100 },
    { name: "NYC3 cloud hand-off", port: "SVC-10010", vlan: 140 },
  ],
  globex: [{ name: "FRA2 cloud hand-off", port: "SVC-20001", vlan: 1000 }],
};

export interface DemoNetworkService {
  readonly name: string;
  readonly kind: NetworkServiceKind;
  readonly status: ServiceStatus;
  readonly bandwidthMbps: number;
  readonly asn: number | null;
  readonly description: string;
  readonly prefixes: ReadonlyArray<string>;
  readonly members: ReadonlyArray<string>;
  readonly mrc: number;
  readonly createdDaysAgo: number;
}

export const DEMO_NETWORK_SERVICES: Readonly<Record<Company, ReadonlyArray<DemoNetworkService>>> = {
  acme: [
    {
      name: "Acme IP transit London",
      kind: "ip_transit",
      status: "active",
      bandwidthMbps: 2000,
      asn: 64512,
      description: "Full BGP table over two ports in London.",
      prefixes: ["203.0.113.0/26"],
      members: ["SVC-10001", "SVC-10006"],
      mrc: 120000,
      createdDaysAgo: 380,
    },
    {
      name: "Acme European VPN",
      kind: "ip_vpn",
      status: "active",
      bandwidthMbps: 1000,
      asn: 64512,
      description: "Layer-3 VPN joining London, Amsterdam, Frankfurt and Paris.",
      prefixes: ["10.20.0.0/16"],
      members: ["SVC-10001", "SVC-10011", "SVC-10007", "SVC-10008"],
      mrc: 90000,
      createdDaysAgo: 300,
    },
    {
      name: "Acme cloud router NYC",
      kind: "cloud_router",
      status: "provisioning",
      bandwidthMbps: 5000,
      asn: null,
      description: "Routes between AWS, Azure and Google in New York.",
      prefixes: [],
      members: ["SVC-10020", "SVC-10021", "SVC-10022"],
      mrc: 45000,
      createdDaysAgo: 6,
    },
  ],
  globex: [
    {
      name: "Globex IP transit Frankfurt",
      kind: "ip_transit",
      status: "active",
      bandwidthMbps: 10000,
      asn: 64999,
      description: "Full BGP table on the Frankfurt 100G port.",
      prefixes: ["198.51.100.0/24"],
      members: ["SVC-20001"],
      mrc: 280000,
      createdDaysAgo: 280,
    },
  ],
};

export interface DemoContractLine {
  readonly contractNumber: string;
  readonly service: string | null;
  readonly product: ProductKey;
  readonly description: string;
  readonly quantity: number;
  readonly termMonths: number;
  /** Start, in days before the seeding; the end is the start plus the term. */
  readonly startDaysAgo: number;
  readonly mrc: number;
  readonly nrc: number;
  readonly autoRenews: boolean;
}

/** Contract lines follow the live services; two stand-alone lines (remote hands, an expiring one). */
export const DEMO_CONTRACT_EXTRAS: Readonly<Record<Company, ReadonlyArray<DemoContractLine>>> = {
  acme: [
    {
      contractNumber: "CT-2025-0007",
      service: null,
      product: "remote-hands",
      description: "Remote hands, 20 hours a year in London",
      quantity: 20,
      termMonths: 12,
      startDaysAgo: 300,
      mrc: 0,
      nrc: 240000,
      autoRenews: false,
    },
  ],
  globex: [
    {
      contractNumber: "CT-2025-0102",
      service: null,
      product: "remote-hands",
      description: "Remote hands, 10 hours a year in Frankfurt",
      quantity: 10,
      termMonths: 12,
      startDaysAgo: 100,
      mrc: 0,
      nrc: 130000,
      autoRenews: false,
    },
  ],
};

/** The pending cease order behind Acme's "cancelling" Azure connect. */
export const DEMO_CEASE_ORDERS: Readonly<
  Record<
    Company,
    ReadonlyArray<{
      service: string;
      reason: number;
      inDays: number;
      comment: string;
      createdDaysAgo: number;
      requestedBy: string;
    }>
  >
> = {
  acme: [
    {
      service: "SVC-10024",
      reason: 1,
      inDays: 30,
      comment: "Moving the Dublin workloads to eu-west-1 on AWS.",
      createdDaysAgo: 4,
      requestedBy: "admin@acme.test",
    },
  ],
  globex: [],
};
