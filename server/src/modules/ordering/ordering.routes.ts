import { and, eq } from "drizzle-orm";
import { Schema } from "effect";
import {
  AwsAccountCheck,
  AwsAccountRequest,
  AwsConnectionView,
  AzureKeyCheck,
  awsAccountIdProblem,
  awsAsnProblem,
  azureServiceKeyProblem,
  BANDWIDTH_LIST_MRC,
  CloudProviderList,
  CloudRegionList,
  CloudRegionQuery,
  OrderablePortList,
  OrderDraft,
  OrderDraftAnswer,
  OrderRequest,
  PlacedOrder,
  PORT_LIST_PRICES,
  PriceList,
  PriceListQuery,
  PricingAnswer,
  PricingQuery,
  portSpeedsAt,
  priceBookOf,
  termPrices,
} from "../../../../src/core/api/ordering/index.ts";
import { formatBandwidth } from "../../../../src/core/format/bandwidth.ts";
import type { ServerContext } from "../../context.ts";
import { services } from "../../db/schema.ts";
import { badRequest, notFound } from "../../http/api-error.ts";
import { IdParams } from "../../http/path-params.ts";
import type { Router } from "../../http/routes.ts";
import { SERVICES_READ, SERVICES_WRITE } from "../services/access.ts";
import { pageOf } from "../services/page-of.ts";
import { findService } from "../services/service-lookup.ts";
import { azureCircuit, CLOUD_PROVIDER_RECORDS, CLOUD_REGIONS } from "./cloud-catalogue.ts";
import { discardDraft, readDraft, saveDraft } from "./drafts.ts";
import { orderablePorts } from "./orderable-ports.ts";
import { AZURE_KEY_MESSAGES, awsAccountProblem, azureKeyProblem, placeOrder } from "./orders.ts";
import { chosenCurrency, locationMetro } from "./pricing-facts.ts";

export const ORDERING_TAG = "Ordering";
export const CLOUD_TAG = "Cloud";

const NoQuery = Schema.Struct({});

/**
 * The ordering module (issue 18): prices before ordering, the price list, the clouds'
 * catalogue and key checks, the company's ports a connection can use, the service-creation
 * draft, and placing an order. Orders move on by themselves (see advanceOrders).
 */
export function registerOrderingRoutes(router: Router, ctx: ServerContext): void {
  router.route(
    {
      method: "GET",
      path: "/services/pricing",
      summary:
        "The price of a configuration for every term, from the book of the caller's currency",
      tag: ORDERING_TAG,
      access: SERVICES_READ,
      query: PricingQuery,
      response: PricingAnswer,
    },
    async ({ query, user }) => {
      const mbps = Number(query.mbps);
      if (query.type === "port" && query.location !== undefined && query.location !== "") {
        const metro = await locationMetro(ctx, query.location);
        if (metro === null || metro === undefined)
          throw badRequest({ location: ["Choose one of the listed data centres."] });
        if (!portSpeedsAt(metro).includes(mbps))
          throw badRequest({ mbps: ["This speed is not offered at the chosen location."] });
      }
      const currency = await chosenCurrency(ctx, user);
      const bEnd = query.type === "evpl" && query.b_end === "cni" ? "cni" : undefined;
      const terms = termPrices({ flow: query.type, mbps, bEnd }, currency);
      if (terms === undefined)
        throw badRequest({
          mbps: [
            query.type === "port" ? "This speed is not offered." : "This bandwidth is not offered.",
          ],
        });
      return { type: query.type, mbps, currency, terms };
    },
  );

  router.route(
    {
      method: "GET",
      path: "/services/price-list",
      summary:
        "What is sold by speed or bandwidth, by term, from the book of the caller's currency or another offered one; ports filtered by location",
      tag: ORDERING_TAG,
      access: "signed-in",
      query: PriceListQuery,
      response: PriceList,
    },
    async ({ query, user }) => {
      const location =
        query.location === undefined || query.location === "" ? null : query.location;
      let speeds = Object.keys(PORT_LIST_PRICES).map(Number);
      if (location !== null) {
        const metro = await locationMetro(ctx, location);
        if (metro === null || metro === undefined)
          throw badRequest({ location: ["Choose one of the listed data centres."] });
        speeds = speeds.filter((speed) => portSpeedsAt(metro).includes(speed));
      }
      const asked = query.currency === undefined || query.currency === "" ? null : query.currency;
      const other = asked === null ? undefined : priceBookOf(asked);
      if (asked !== null && other === undefined)
        throw badRequest({ currency: ["Choose one of the offered currencies."] });
      const currency = asked ?? (await chosenCurrency(ctx, user));
      const row = (type: "port" | "cloud_connect" | "evpl", mbps: number) => ({
        type,
        mbps,
        label: formatBandwidth(mbps),
        terms: termPrices({ flow: type, mbps }, currency) ?? [],
      });
      const bandwidths = Object.keys(BANDWIDTH_LIST_MRC).map(Number);
      return {
        currency,
        location,
        results: [
          ...speeds.map((mbps) => row("port", mbps)),
          ...bandwidths.map((mbps) => row("cloud_connect", mbps)),
          ...bandwidths.map((mbps) => row("evpl", mbps)),
        ],
      };
    },
  );

  router.route(
    {
      method: "POST",
      path: "/services/orders",
      summary: "Order a port, cloud connect or EVPL: the service is created pending with its order",
      tag: ORDERING_TAG,
      access: SERVICES_WRITE,
      body: OrderRequest,
      response: PlacedOrder,
      status: 201,
    },
    async ({ body, user, reply }) => {
      const { created, order } = await placeOrder(ctx, user, body);
      // A repeat answers the first order as it stands, with 200 instead of 201.
      if (!created) return reply.code(200).send(order);
      return order;
    },
  );

  router.route(
    {
      method: "GET",
      path: "/services/order-draft",
      summary: "The caller's service-creation draft, or null",
      tag: ORDERING_TAG,
      access: SERVICES_WRITE,
      query: NoQuery,
      response: OrderDraftAnswer,
    },
    async ({ user }) => ({ draft: await readDraft(ctx, user.id) }),
  );

  router.route(
    {
      method: "PUT",
      path: "/services/order-draft",
      summary: "Keep the caller's service-creation draft",
      tag: ORDERING_TAG,
      access: SERVICES_WRITE,
      body: OrderDraft,
      response: OrderDraftAnswer,
    },
    async ({ body, user }) => ({ draft: await saveDraft(ctx, user.id, body) }),
  );

  router.route(
    {
      method: "DELETE",
      path: "/services/order-draft",
      summary: "Discard the caller's service-creation draft",
      tag: ORDERING_TAG,
      access: SERVICES_WRITE,
      status: 204,
    },
    async ({ user, reply }) => {
      await discardDraft(ctx, user.id);
      return reply.code(204).send();
    },
  );

  router.route(
    {
      method: "GET",
      path: "/cloud-providers",
      summary: "The clouds a cloud connect reaches",
      tag: CLOUD_TAG,
      access: "signed-in",
      response: CloudProviderList,
    },
    async ({ request }) => pageOf(request, CLOUD_PROVIDER_RECORDS),
  );

  router.route(
    {
      method: "GET",
      path: "/cloud-regions",
      summary: "Where each cloud meets the network",
      tag: CLOUD_TAG,
      access: "signed-in",
      query: CloudRegionQuery,
      response: CloudRegionList,
    },
    async ({ request, query }) =>
      pageOf(
        request,
        CLOUD_REGIONS.filter((region) => !query.provider || region.provider === query.provider),
      ),
  );

  router.route(
    {
      method: "GET",
      path: "/sdn/cni-id",
      summary: "The company's ports a connection can use, with free capacity and VLANs in use",
      tag: CLOUD_TAG,
      access: SERVICES_READ,
      response: OrderablePortList,
    },
    async ({ request, user }) => pageOf(request, await orderablePorts(ctx, user.companyId)),
  );

  router.route(
    {
      method: "GET",
      path: "/sdn/aer/validate_key/:id",
      summary: "The ExpressRoute circuit an Azure service key names",
      tag: CLOUD_TAG,
      access: SERVICES_READ,
      params: IdParams,
      response: AzureKeyCheck,
    },
    async ({ params }) => {
      const key = params.id;
      const problem = azureServiceKeyProblem(key) ?? (await azureKeyProblem(ctx, key));
      if (problem !== undefined) throw badRequest({ service_key: [problem] });
      const circuit = azureCircuit(key);
      if (circuit === undefined) throw badRequest({ service_key: [AZURE_KEY_MESSAGES.unknown] });
      return circuit;
    },
  );

  router.route(
    {
      method: "POST",
      path: "/sdn/aws",
      summary:
        "Check an AWS account (not another customer's) and the customer's ASN (not Amazon's)",
      tag: CLOUD_TAG,
      access: SERVICES_WRITE,
      body: AwsAccountRequest,
      response: AwsAccountCheck,
    },
    async ({ body, user }) => {
      const problems: Record<string, string[]> = {};
      const account =
        awsAccountIdProblem(body.account_id) ??
        (await awsAccountProblem(ctx, user.companyId, body.account_id));
      const asn = awsAsnProblem(body.asn);
      if (account !== undefined) problems.account_id = [account];
      if (asn !== undefined) problems.asn = [asn];
      if (Object.keys(problems).length > 0) throw badRequest(problems);
      const connections = await ctx.db
        .select({ id: services.id })
        .from(services)
        .where(
          and(
            eq(services.companyId, user.companyId),
            eq(services.cloudProvider, "aws"),
            eq(services.providerKey, body.account_id.trim()),
          ),
        );
      return {
        account_id: body.account_id.trim(),
        asn: Number(body.asn),
        connections: connections.length,
      };
    },
  );

  router.route(
    {
      method: "GET",
      path: "/sdn/aws/:id",
      summary: "The AWS side of one of the company's AWS cloud connects",
      tag: CLOUD_TAG,
      access: SERVICES_READ,
      params: IdParams,
      response: AwsConnectionView,
    },
    async ({ params, user }) => {
      const service = await findService(ctx, user.companyId, params.id);
      if (service.cloudProvider !== "aws" || service.providerKey === null) throw notFound();
      return {
        service: service.publicId,
        account_id: service.providerKey,
        region: service.cloudRegion,
        bandwidth_mbps: service.speedMbps,
      };
    },
  );
}
