import { utcToday } from "../../../../src/core/api/calendar-date.ts";
import { currentTermEndOf } from "../../../../src/core/api/services/term-end.ts";
import { DAY_MS } from "../../../../src/core/durations.ts";
import type { Db } from "../database.ts";
import {
  ceaseOrders,
  ceaseReasons,
  companyCnis,
  companyContacts,
  companySites,
  contractLines,
  customerAccounts,
  networkServiceMembers,
  networkServices,
  services,
} from "../schema.ts";
import type { DemoCompany } from "./demo-accounts.ts";
import { ACME_SERVICES } from "./services-acme.ts";
import { type CatalogueIds, seedServiceCatalogue } from "./services-catalogue.ts";
import {
  DEMO_CEASE_ORDERS,
  DEMO_CNIS,
  DEMO_CONTACTS,
  DEMO_CONTRACT_EXTRAS,
  DEMO_CUSTOMER_ACCOUNTS,
  DEMO_NETWORK_SERVICES,
  DEMO_SITES,
  type DemoContractLine,
} from "./services-company-data.ts";
import { GLOBEX_SERVICES } from "./services-globex.ts";
import { demoServiceStates } from "./services-states.ts";
import type { DemoService } from "./services-types.ts";

/** Every demo service, by company: what other seeds (tickets, events) may point at. */
export const DEMO_SERVICE_ROWS: Readonly<Record<"acme" | "globex", ReadonlyArray<DemoService>>> = {
  acme: ACME_SERVICES,
  globex: GLOBEX_SERVICES,
};

/** Ports first, so a connection's parent and far-end port have ids when it is inserted. */
const portsFirst = (rows: ReadonlyArray<DemoService>) =>
  [...rows].sort((a, b) => Number(b.type === "port") - Number(a.type === "port"));

async function insertServices(
  db: Db,
  companyId: number,
  currency: string,
  rows: ReadonlyArray<DemoService>,
  catalogue: CatalogueIds,
  now: Date,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  for (const service of portsFirst(rows)) {
    const liveAt = service.liveDaysAgo === undefined ? null : daysAgo(service.liveDaysAgo);
    const ref = (publicId: string | undefined) =>
      publicId === undefined ? null : (ids.get(publicId) ?? null);
    const [row] = await db
      .insert(services)
      .values({
        publicId: service.id,
        companyId,
        type: service.type,
        name: service.name,
        customName: service.customName ?? null,
        productId: catalogue.product.get(service.product) ?? 0,
        status: service.status,
        ...demoServiceStates(service),
        speedMbps: service.speedMbps,
        parentId: ref(service.parent),
        locationId: catalogue.location.get(service.location) ?? 0,
        aPortId: ref(service.parent),
        aVlan: service.vlan ?? null,
        bLocationId:
          service.bEnd === undefined ? null : (catalogue.location.get(service.bEnd.location) ?? 0),
        bPortId: ref(service.bEnd?.port),
        bVlan: service.bEnd?.vlan ?? null,
        media: service.port?.media ?? null,
        lagMembers: service.port === undefined ? null : (service.port.lagMembers ?? 1),
        diversityZone: service.port?.zone ?? null,
        demarcation: service.port?.demarcation ?? null,
        cloudProvider: service.cloud?.provider ?? null,
        cloudRegion: service.cloud?.region ?? null,
        providerKey: service.cloud?.key ?? null,
        azureState: service.cloud?.azure ?? null,
        termMonths: service.termMonths,
        mrcMinor: service.mrc,
        nrcMinor: service.nrc,
        currency,
        orderedAt: daysAgo(service.orderedDaysAgo),
        liveAt,
        termEnd:
          liveAt === null
            ? null
            : currentTermEndOf(liveAt, service.termMonths, renewsByItself(service), utcToday(now)),
        checkedAt: now,
        createdAt: daysAgo(service.orderedDaysAgo),
        updatedAt: liveAt ?? daysAgo(service.orderedDaysAgo),
      })
      .returning({ id: services.id });
    if (row) ids.set(service.id, row.id);
  }
  return ids;
}

/**
 * A live service's contract renews by itself, month by month after its term; one being
 * cancelled or ceased ends with its term instead (a ceased service's contract does not run on).
 */
const renewsByItself = (service: DemoService) =>
  service.status !== "ceased" && service.status !== "cancelling";

/** A contract line per service that went live, plus the company's stand-alone lines. */
function contractLinesOf(
  company: "acme" | "globex",
  rows: ReadonlyArray<DemoService>,
): DemoContractLine[] {
  const year = company === "acme" ? "2025-01" : "2025-02";
  const fromServices = rows
    .filter((service) => service.liveDaysAgo !== undefined && service.termMonths > 0)
    .map(
      (service, index): DemoContractLine => ({
        contractNumber: `CT-${year}${String(Math.floor(index / 5) + 1).padStart(2, "0")}`,
        service: service.id,
        product: service.product,
        description: service.name,
        quantity: 1,
        termMonths: service.termMonths,
        startDaysAgo: service.liveDaysAgo ?? 0,
        mrc: service.mrc,
        nrc: service.nrc,
        autoRenews: renewsByItself(service),
      }),
    );
  return [...fromServices, ...DEMO_CONTRACT_EXTRAS[company]];
}

/**
 * The services module's demo data: the provider's catalogue, then for Acme and Globex their
 * billing account, sites, contacts, services, CNIs, network services, contract lines and
 * cease orders.
 */
export async function seedServices(
  db: Db,
  companyId: Readonly<Record<DemoCompany, number>>,
  userIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const catalogue = await seedServiceCatalogue(db);
  const reasons = await db
    .select({ id: ceaseReasons.id })
    .from(ceaseReasons)
    .orderBy(ceaseReasons.position);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  for (const company of ["acme", "globex"] as const) {
    const tenant = companyId[company];
    const account = DEMO_CUSTOMER_ACCOUNTS[company];
    await db.insert(customerAccounts).values({ companyId: tenant, ...account });
    await db
      .insert(companySites)
      .values(DEMO_SITES[company].map((site) => ({ companyId: tenant, ...site })));
    await db
      .insert(companyContacts)
      .values(DEMO_CONTACTS[company].map((contact) => ({ companyId: tenant, ...contact })));
    const rows = DEMO_SERVICE_ROWS[company];
    const ids = await insertServices(db, tenant, account.currency, rows, catalogue, now);
    const idOf = (publicId: string) => {
      const id = ids.get(publicId);
      if (id === undefined) throw new Error(`The demo data names an unknown service ${publicId}`);
      return id;
    };
    await db.insert(companyCnis).values(
      DEMO_CNIS[company].map((cni) => ({
        companyId: tenant,
        name: cni.name,
        portId: idOf(cni.port),
        vlan: cni.vlan,
      })),
    );
    for (const network of DEMO_NETWORK_SERVICES[company]) {
      const [row] = await db
        .insert(networkServices)
        .values({
          companyId: tenant,
          name: network.name,
          kind: network.kind,
          status: network.status,
          bandwidthMbps: network.bandwidthMbps,
          asn: network.asn,
          description: network.description,
          prefixes: [...network.prefixes],
          mrcMinor: network.mrc,
          currency: account.currency,
          createdAt: daysAgo(network.createdDaysAgo),
        })
        .returning({ id: networkServices.id });
      if (!row) continue;
      await db
        .insert(networkServiceMembers)
        .values(
          network.members.map((member) => ({ networkServiceId: row.id, serviceId: idOf(member) })),
        );
    }
    await db.insert(contractLines).values(
      contractLinesOf(company, rows).map((line) => {
        const start = daysAgo(line.startDaysAgo);
        return {
          companyId: tenant,
          contractNumber: line.contractNumber,
          serviceId: line.service === null ? null : idOf(line.service),
          productId: catalogue.product.get(line.product) ?? 0,
          description: line.description,
          quantity: line.quantity,
          termMonths: line.termMonths,
          startDate: start.toISOString().slice(0, 10),
          endDate:
            currentTermEndOf(start, line.termMonths, line.autoRenews, utcToday(now)) ??
            start.toISOString().slice(0, 10),
          mrcMinor: line.mrc,
          nrcMinor: line.nrc,
          currency: account.currency,
          autoRenews: line.autoRenews,
          noticePeriodDays: 30,
        };
      }),
    );
    for (const order of DEMO_CEASE_ORDERS[company]) {
      const service = rows.find((row) => row.id === order.service);
      await db.insert(ceaseOrders).values({
        companyId: tenant,
        serviceId: idOf(order.service),
        reasonId: reasons[order.reason - 1]?.id ?? 0,
        ceaseDate: new Date(now.getTime() + order.inDays * DAY_MS).toISOString().slice(0, 10),
        comment: order.comment,
        status: "pending",
        previousStatus: service?.status === "cancelling" ? "active" : (service?.status ?? "active"),
        requestedById: userIds.get(order.requestedBy) ?? 0,
        createdAt: daysAgo(order.createdDaysAgo),
      });
    }
  }
}
