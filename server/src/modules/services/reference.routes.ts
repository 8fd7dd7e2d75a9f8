import { and, asc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  CniList,
  CountryList,
  Customer,
  CustomerList,
  Location,
  LocationList,
  LocationListQuery,
  PopList,
  ProductList,
  ServiceTypeList,
  SiteList,
  SpeedOptionList,
} from "../../../../src/core/api/reference/index.ts";
import {
  CeaseReasonList,
  CloudConnectTypeList,
  ProductCategoryList,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
} from "../../../../src/core/api/services/index.ts";
import { listCountries } from "../../../../src/core/format/countries.ts";
import type { ServerContext } from "../../context.ts";
import { containsPattern } from "../../db/like-pattern.ts";
import {
  ceaseReasons,
  companies,
  companyCnis,
  companySites,
  customerAccounts,
  locations,
  pops,
  productCategories,
  products,
  services,
} from "../../db/schema.ts";
import { notFound } from "../../http/api-error.ts";
import { given } from "../../http/list-filters.ts";
import { RecordIdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { REFERENCE_TAG, SERVICES_READ, SERVICES_TAG } from "./access.ts";
import { BANDWIDTHS, CLOUD_CONNECT_TYPES, PORT_SPEEDS } from "./catalogue-options.ts";
import { pageOf } from "./page-of.ts";

/** The metro, country and search conditions of GET /locations and /pops. */
function placeFilters(
  query: LocationListQuery,
  columns: { metro: AnyPgColumn; country: AnyPgColumn; text: ReadonlyArray<AnyPgColumn> },
): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (given(query.metro)) conditions.push(eq(columns.metro, query.metro));
  if (given(query.country)) conditions.push(eq(columns.country, query.country.toUpperCase()));
  if (given(query.search)) {
    const pattern = containsPattern(query.search.trim().toLowerCase());
    conditions.push(or(...columns.text.map((column) => ilike(column, pattern))));
  }
  return and(...conditions);
}

/**
 * Reference data (spec section 7): the provider's network and catalogue for any signed-in
 * user, and the company's own sites, CNIs and customer record (another company's is 404).
 */
export function registerReferenceRoutes(router: Router, ctx: ServerContext): void {
  const get = (
    path: string,
    summary: string,
    response: Parameters<Router["route"]>[0]["response"],
    handler: Parameters<Router["route"]>[1],
    tag = REFERENCE_TAG,
  ) => router.route({ method: "GET", path, summary, tag, access: "signed-in", response }, handler);

  get(
    "/countries",
    "Countries with their phone prefix, suggested ones first",
    CountryList,
    async ({ request }) =>
      pageOf(
        request,
        listCountries().map((country) => ({
          code: country.code,
          label: country.label,
          phone_prefix: country.phonePrefix,
          ...(country.suggested ? { suggested: true } : {}),
        })),
      ),
  );

  router.route(
    {
      method: "GET",
      path: "/pops",
      summary: "The provider's points of presence",
      tag: REFERENCE_TAG,
      access: "signed-in",
      query: LocationListQuery,
      response: PopList,
    },
    async ({ request, query }) => {
      const rows = await ctx.db
        .select()
        .from(pops)
        .where(
          placeFilters(query, {
            metro: pops.metro,
            country: pops.country,
            text: [pops.name, pops.code],
          }),
        )
        .orderBy(asc(pops.code));
      return pageOf(
        request,
        rows.map((row) => ({ ...row, id: String(row.id) })),
      );
    },
  );

  router.route(
    {
      method: "GET",
      path: "/locations",
      summary: "Data centres where ports can be ordered",
      tag: REFERENCE_TAG,
      access: "signed-in",
      query: LocationListQuery,
      response: LocationList,
    },
    async ({ request, query }) => {
      const rows = await ctx.db
        .select()
        .from(locations)
        .where(
          placeFilters(query, {
            metro: locations.metro,
            country: locations.country,
            text: [locations.name, locations.address],
          }),
        )
        .orderBy(asc(locations.metro), asc(locations.name));
      return pageOf(request, rows.map(locationOf));
    },
  );

  router.route(
    {
      method: "GET",
      path: "/locations/:id",
      summary: "One data centre",
      tag: REFERENCE_TAG,
      access: "signed-in",
      params: RecordIdParams,
      response: Location,
    },
    async ({ params }) => {
      const [row] = await ctx.db.select().from(locations).where(eq(locations.id, params.id));
      if (!row) throw notFound();
      return locationOf(row);
    },
  );

  get("/products", "The product catalogue", ProductList, async ({ request }) => {
    const rows = await ctx.db.select().from(products).orderBy(asc(products.id));
    return pageOf(
      request,
      rows.map((row) => ({
        id: String(row.id),
        name: row.name,
        category: String(row.categoryId),
        service_type: row.serviceType as (typeof SERVICE_TYPES)[number],
        description: row.description,
      })),
    );
  });

  get(
    "/product-category",
    "How the catalogue groups products",
    ProductCategoryList,
    async ({ request }) => {
      const rows = await ctx.db
        .select()
        .from(productCategories)
        .orderBy(asc(productCategories.position));
      return pageOf(
        request,
        rows.map((row) => ({
          id: String(row.id),
          name: row.name,
          service_type: row.serviceType as (typeof SERVICE_TYPES)[number],
        })),
      );
    },
    SERVICES_TAG,
  );

  get("/port-speeds", "Port speeds on offer", SpeedOptionList, async ({ request }) =>
    pageOf(request, PORT_SPEEDS),
  );
  get("/bandwidths", "Connection bandwidths on offer", SpeedOptionList, async ({ request }) =>
    pageOf(request, BANDWIDTHS),
  );
  get("/service-types", "The types of service", ServiceTypeList, async ({ request }) =>
    pageOf(
      request,
      SERVICE_TYPES.map((type) => ({ id: type, label: SERVICE_TYPE_LABELS[type] })),
    ),
  );
  get(
    "/services/cc_types",
    "The cloud products a cloud connect can reach",
    CloudConnectTypeList,
    async ({ request }) => pageOf(request, CLOUD_CONNECT_TYPES),
    SERVICES_TAG,
  );

  router.route(
    {
      method: "GET",
      path: "/cease-reasons",
      summary: "Why a service may be ceased",
      tag: SERVICES_TAG,
      access: SERVICES_READ,
      response: CeaseReasonList,
    },
    async ({ request }) => {
      const rows = await ctx.db.select().from(ceaseReasons).orderBy(asc(ceaseReasons.position));
      return pageOf(
        request,
        rows.map((row) => ({ id: String(row.id), label: row.label })),
      );
    },
  );

  get("/sites", "The company's premises", SiteList, async ({ request, user }) => {
    const rows = await ctx.db
      .select()
      .from(companySites)
      .where(eq(companySites.companyId, user.companyId))
      .orderBy(asc(companySites.name));
    return pageOf(
      request,
      rows.map((row) => ({
        id: String(row.id),
        name: row.name,
        address: row.address,
        country: row.country,
      })),
    );
  });

  get("/cnis", "The company's customer network interfaces", CniList, async ({ request, user }) => {
    const rows = await ctx.db
      .select({
        id: companyCnis.id,
        name: companyCnis.name,
        vlan: companyCnis.vlan,
        portId: services.publicId,
        portName: services.name,
      })
      .from(companyCnis)
      .innerJoin(services, eq(services.id, companyCnis.portId))
      .where(eq(companyCnis.companyId, user.companyId))
      .orderBy(asc(companyCnis.name));
    return pageOf(
      request,
      rows.map((row) => ({
        id: String(row.id),
        name: row.name,
        vlan: row.vlan,
        port: { id: row.portId, name: row.portName, type: "port" as const },
      })),
    );
  });

  const customerOf = async (companyId: number) => {
    const [row] = await ctx.db
      .select({ id: companies.id, name: companies.legalName, account: customerAccounts })
      .from(companies)
      .innerJoin(customerAccounts, eq(customerAccounts.companyId, companies.id))
      .where(eq(companies.id, companyId));
    return row
      ? {
          id: String(row.id),
          name: row.name,
          account_number: row.account.accountNumber,
          country: row.account.country,
          currency: row.account.currency,
        }
      : null;
  };

  get(
    "/customers",
    "The caller's company as the provider bills it",
    CustomerList,
    async ({ request, user }) => {
      const customer = await customerOf(user.companyId);
      return pageOf(request, customer ? [customer] : []);
    },
  );

  router.route(
    {
      method: "GET",
      path: "/customers/:id",
      names: "customer",
      summary: "The caller's company, by id (another company's is 404)",
      tag: REFERENCE_TAG,
      access: "signed-in",
      params: RecordIdParams,
      response: Customer,
    },
    async ({ params, user }) => {
      if (params.id !== user.companyId) throw notFound();
      const customer = await customerOf(user.companyId);
      if (!customer) throw notFound();
      return customer;
    },
  );
}

function locationOf(row: typeof locations.$inferSelect): Location {
  return {
    id: String(row.id),
    name: row.name,
    operator: row.operator,
    address: row.address,
    metro: row.metro,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    pop: String(row.popId),
  };
}
