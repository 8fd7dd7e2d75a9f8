import { eq } from "drizzle-orm";
import {
  IMPACT_LEVELS,
  MAINTENANCE_STATES,
  MAINTENANCE_TYPES,
  OUTAGE_STATES,
} from "../../../../src/core/api/events/event-vocabulary.ts";
import {
  CLOUD_PROVIDERS,
  LINK_STATES,
  SERVICE_STATUSES,
  SERVICE_TYPES,
} from "../../../../src/core/api/services/index.ts";
import { TICKET_PRIORITIES, TICKET_STATUSES } from "../../../../src/core/api/support/index.ts";
import { DAY_MS, HOUR_MS } from "../../../../src/core/durations.ts";
import { ALL_PERMISSIONS } from "../../../../src/core/permissions/index.ts";
import type { Db } from "../database.ts";
import {
  invoices,
  locations,
  maintenances,
  notifications,
  outages,
  permissionLog,
  products,
  services,
  supportClassifications,
  supportRequestTypes,
  supportTickets,
  users,
} from "../schema.ts";

/**
 * Volume for benchmarks: `count` generated rows of one listed entity for one company (or one
 * user's notifications), spread over every state, type and two years of times, and the same
 * rows for the same seed number: a pseudo-random sequence (mulberry32) seeded with it, and
 * times counted back from a fixed moment rather than from now. A new listed entity adds one
 * row maker to VOLUME below.
 */

export type VolumeEntity =
  | "tickets"
  | "maintenances"
  | "outages"
  | "notifications"
  | "users"
  | "permission-log"
  | "services"
  | "invoices";

export interface VolumeTarget {
  readonly companyId: number;
  /** The company's user the rows are about: reporter, notified user, changer. */
  readonly userId: number;
}

/** The moment generated times count back from. */
const EPOCH = Date.parse("2026-11-01T00:00:00Z");
const BATCH = 500;

/** mulberry32: a small, fast, well-spread 32-bit generator, one sequence per seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Draw {
  readonly index: number;
  readonly random: () => number;
  pick<T>(values: ReadonlyArray<T>): T;
  /** A time within the last two years, hours apart by index so that the order is spread. */
  readonly at: Date;
}

/** "MNT-1999-000042": the contract's reference format, in a year no demo record uses. */
const reference = (prefix: "MNT" | "INC", index: number) =>
  `${prefix}-1999-${String(index).padStart(6, "0")}`;

const WORDS = ["circuit", "port", "cloud", "evpl", "latency", "packet loss", "bgp", "optics"];
const SITES = ["LON1 - Equinix LD8", "FRA2 - Interxion", "AMS1 - NIKHEF", "NYC3 - 60 Hudson"];
/** A generated service's id: "SVC-9" + company + index, never the id of a demo service. */
const generatedServiceId = (companyId: number, index: number) =>
  `SVC-9${String(companyId).padStart(3, "0")}${String(index).padStart(6, "0")}`;

/**
 * The service a generated event affects: one of the company's first 400 generated services,
 * which exist whenever the services are generated with it (the incidents benchmark generates
 * 10,000), so an "affected services" filter finds real rows to count and page.
 */
const AFFECTED_SERVICE_SPREAD = 400;
const service = (draw: Draw, target: VolumeTarget) => {
  const index = Math.floor(draw.random() * AFFECTED_SERVICE_SPREAD);
  return [
    {
      id: generatedServiceId(target.companyId, index),
      name: `${draw.pick(["Port", "Cloud connect", "EVPL"])} ${index}`,
    },
  ];
};

type RowMaker = (draw: Draw, target: VolumeTarget, context: VolumeContext) => object;

interface VolumeContext {
  readonly kinds: ReadonlyArray<{ typeId: number; classificationId: number | null }>;
  /** Catalogue rows a generated service refers to (the seeded products and data centres). */
  readonly productIds: ReadonlyArray<number>;
  readonly locationIds: ReadonlyArray<number>;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

const SPEEDS = [100, 500, 1000, 2000, 10000, 100000];
const METROS = ["LON1", "AMS5", "FRA2", "PAR3", "DUB1", "NYC3"];

const VOLUME: Readonly<
  Record<VolumeEntity, { readonly table: Parameters<Db["insert"]>[0]; readonly row: RowMaker }>
> = {
  tickets: {
    table: supportTickets,
    row: (draw, target, context) => {
      const kind = context.kinds[draw.index % context.kinds.length];
      if (!kind) throw new Error("the request types are not seeded");
      return {
        companyId: target.companyId,
        requestTypeId: kind.typeId,
        classificationId: kind.classificationId,
        summary: `Generated ticket ${draw.index}: ${draw.pick(WORDS)} on circuit ${draw.index % 97}`,
        description: `Seen from the monitoring probe, sample ${draw.index}.`,
        priority: draw.pick(TICKET_PRIORITIES),
        status: draw.pick(TICKET_STATUSES),
        reporterId: target.userId,
        createdAt: draw.at,
        updatedAt: new Date(draw.at.getTime() + 3 * HOUR_MS),
      };
    },
  },
  maintenances: {
    table: maintenances,
    row: (draw, target) => ({
      companyId: target.companyId,
      reference: reference("MNT", draw.index),
      title: `Generated maintenance ${draw.index}: ${draw.pick(WORDS)} work`,
      state: draw.pick(MAINTENANCE_STATES),
      type: draw.pick(MAINTENANCE_TYPES),
      windowStart: draw.at,
      windowEnd: new Date(draw.at.getTime() + 4 * HOUR_MS),
      impact: "Short interruptions while the work is done.",
      impactLevel: draw.pick(IMPACT_LEVELS),
      location: draw.pick(SITES),
      description: `Generated maintenance number ${draw.index}.`,
      services: service(draw, target),
      createdAt: draw.at,
      updatedAt: draw.at,
    }),
  },
  outages: {
    table: outages,
    row: (draw, target) => {
      const state = draw.pick(OUTAGE_STATES);
      return {
        companyId: target.companyId,
        reference: reference("INC", draw.index),
        title: `Generated outage ${draw.index}: ${draw.pick(WORDS)} failure`,
        state,
        startedAt: draw.at,
        resolvedAt: state === "resolved" ? new Date(draw.at.getTime() + 2 * HOUR_MS) : null,
        location: draw.pick(SITES),
        services: service(draw, target),
        createdAt: draw.at,
        updatedAt: draw.at,
      };
    },
  },
  notifications: {
    table: notifications,
    row: (draw, target) => ({
      userId: target.userId,
      message: `Generated notice ${draw.index}: ${draw.pick(WORDS)} on circuit ${draw.index % 97}`,
      url: null,
      relatedModule: draw.pick(["service", "service_port", "service_evpl", null]),
      isRead: draw.random() < 0.9,
      dateCreated: draw.at,
    }),
  },
  users: {
    table: users,
    row: (draw, target) => ({
      companyId: target.companyId,
      email: `generated-${target.companyId}-${draw.index}@volume.test`,
      firstname: draw.pick(["Ada", "Grace", "Alan", "Edsger", "Barbara", "Ken"]),
      lastname: `Generated ${draw.index}`,
      status: draw.random() < 0.9 ? "active" : "inactive",
      createdAt: draw.at,
    }),
  },
  services: {
    table: services,
    row: (draw, target, context) => {
      const type = draw.pick(SERVICE_TYPES);
      const status = draw.pick(SERVICE_STATUSES);
      const speed = draw.pick(SPEEDS);
      const provider = type === "cloud_connect" ? draw.pick(CLOUD_PROVIDERS) : null;
      const live = status === "active" || status === "cancelling" || status === "ceased";
      return {
        publicId: generatedServiceId(target.companyId, draw.index),
        companyId: target.companyId,
        type,
        name: `${draw.pick(METROS)} generated ${type} ${draw.index}`,
        productId: draw.pick(context.productIds),
        status,
        adminState: draw.pick(LINK_STATES),
        operState: draw.pick(LINK_STATES),
        orderStatus: live ? "completed" : "in_progress",
        pathStatus: type === "port" ? "not_applicable" : "up",
        speedMbps: speed,
        locationId: draw.pick(context.locationIds),
        cloudProvider: provider,
        cloudRegion: provider === null ? null : "eu-west-2",
        providerKey: provider === null ? null : `generated-${draw.index}`,
        azureState: provider === "azure" ? "provisioned" : null,
        termMonths: 12,
        mrcMinor: speed * 10,
        nrcMinor: 0,
        currency: "GBP",
        orderedAt: draw.at,
        liveAt: live ? new Date(draw.at.getTime() + 240 * HOUR_MS) : null,
        checkedAt: new Date(EPOCH),
        createdAt: draw.at,
        updatedAt: draw.at,
      };
    },
  },
  invoices: {
    table: invoices,
    row: (draw, target) => {
      // Whole invoices without lines: the list and its filters read only the invoice row.
      const subtotal = 10_000 + Math.floor(draw.random() * 5_000_000);
      const tax = Math.round(subtotal / 5);
      const periodStart = Date.UTC(draw.at.getUTCFullYear(), draw.at.getUTCMonth(), 1);
      const periodEnd = Date.UTC(draw.at.getUTCFullYear(), draw.at.getUTCMonth() + 1, 1);
      return {
        companyId: target.companyId,
        // "INV-1999-": a year no demo invoice uses; company and index keep numbers unique.
        number: `INV-1999-${target.companyId}-${String(draw.index).padStart(6, "0")}`,
        periodStart: dayOf(periodStart),
        periodEnd: dayOf(periodEnd - DAY_MS),
        issueDate: dayOf(periodEnd),
        dueDate: dayOf(periodEnd + 30 * DAY_MS),
        status: draw.pick(["open", "paid", "paid", "paid"]),
        currency: "GBP",
        taxRateBp: 2000,
        subtotalMinor: subtotal,
        taxMinor: tax,
        totalMinor: subtotal + tax,
        createdAt: new Date(periodEnd),
      };
    },
  },
  "permission-log": {
    table: permissionLog,
    row: (draw, target) => ({
      companyId: target.companyId,
      userId: target.userId,
      changedById: target.userId,
      added: [draw.pick(ALL_PERMISSIONS)],
      removed: [],
      createdAt: draw.at,
    }),
  },
};

/** The rows `addVolume` inserts, without inserting them (deterministic: tests compare them). */
export function volumeRows(
  entity: VolumeEntity,
  target: VolumeTarget,
  count: number,
  seed: number,
  context: VolumeContext = {
    kinds: [{ typeId: 0, classificationId: null }],
    productIds: [0],
    locationIds: [0],
  },
): object[] {
  const random = seededRandom(seed);
  const rows: object[] = [];
  for (let index = 0; index < count; index += 1) {
    const hours = Math.floor(random() * 2 * 365 * 24);
    const draw: Draw = {
      index,
      random,
      pick: (values) => values[Math.floor(random() * values.length)] as (typeof values)[number],
      at: new Date(EPOCH - hours * HOUR_MS - index * 1000),
    };
    rows.push(VOLUME[entity].row(draw, target, context));
  }
  return rows;
}

/** Inserts `count` generated rows of `entity` for the target, in batches. */
export async function addVolume(
  db: Db,
  entity: VolumeEntity,
  target: VolumeTarget,
  count: number,
  seed: number,
): Promise<void> {
  const kinds = await db
    .select({ typeId: supportRequestTypes.id, classificationId: supportClassifications.id })
    .from(supportRequestTypes)
    .leftJoin(
      supportClassifications,
      eq(supportClassifications.requestTypeId, supportRequestTypes.id),
    )
    .orderBy(supportRequestTypes.id, supportClassifications.id);
  const productIds = (await db.select({ id: products.id }).from(products)).map((row) => row.id);
  const locationIds = (await db.select({ id: locations.id }).from(locations)).map((row) => row.id);
  const rows = volumeRows(entity, target, count, seed, { kinds, productIds, locationIds });
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.insert(VOLUME[entity].table).values(rows.slice(start, start + BATCH));
  }
}
