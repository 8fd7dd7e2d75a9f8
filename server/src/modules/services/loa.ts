import { eq } from "drizzle-orm";
import { utcToday } from "../../../../src/core/api/calendar-date.ts";
import { loaRefusalOf } from "../../../../src/core/api/services/loa-rules.ts";
import type {
  ServiceStatus,
  ServiceType,
} from "../../../../src/core/api/services/service-vocabulary.ts";
import { DAY_MS } from "../../../../src/core/durations.ts";
import { formatBandwidth } from "../../../../src/core/format/bandwidth.ts";
import type { ServerContext } from "../../context.ts";
import { companies, locations } from "../../db/schema.ts";
import { conflict, notFound } from "../../http/api-error.ts";
import { FlowDocument } from "../../pdf/flow-document.ts";
import type { Letterhead } from "../../pdf/letterhead.ts";
import type { ServiceRecord } from "./service-lookup.ts";

/** How long a cross-connect order may rely on the letter. */
const LOA_VALID_DAYS = 90;

export interface LoaFacts {
  readonly companyName: string;
  readonly serviceId: string;
  readonly portName: string;
  readonly speed: string;
  readonly media: string;
  readonly locationName: string;
  readonly operator: string;
  readonly address: string;
  readonly demarcation: string;
  readonly issued: string;
  readonly validUntil: string;
}

/**
 * The Letter of Authorisation (LOA) for a port: the provider authorises the customer (and
 * the cross-connect installer they engage) to connect at the port's demarcation in the data
 * centre. Issued on the day of the download; only ports have one (anything else is 404), and
 * only while it can be valid (loaRefusalOf: a demarcation assigned, the port in service),
 * else 409 with the reason.
 */
export async function loaFacts(ctx: ServerContext, service: ServiceRecord): Promise<LoaFacts> {
  if (service.type !== "port") throw notFound();
  const refusal = loaRefusalOf({
    type: service.type as ServiceType,
    status: service.status as ServiceStatus,
    demarcation: service.demarcation,
  });
  if (refusal !== null) throw conflict(refusal);
  const [company] = await ctx.db
    .select({ name: companies.legalName })
    .from(companies)
    .where(eq(companies.id, service.companyId));
  const [location] = await ctx.db
    .select()
    .from(locations)
    .where(eq(locations.id, service.locationId));
  if (!company || !location) throw notFound();
  const now = ctx.now();
  return {
    companyName: company.name,
    serviceId: service.publicId,
    portName: service.name,
    speed: formatBandwidth(service.speedMbps),
    media: service.media ?? "",
    locationName: location.name,
    operator: location.operator,
    address: location.address,
    demarcation: service.demarcation ?? "",
    issued: utcToday(now),
    validUntil: utcToday(new Date(now.getTime() + LOA_VALID_DAYS * DAY_MS)),
  };
}

export function loaFilename(facts: LoaFacts): string {
  return `LOA-${facts.serviceId}-${facts.issued}.pdf`;
}

/** The letter as a PDF on the provider's letterhead, as every document the server makes. */
export function renderLoa(facts: LoaFacts, letterhead: Letterhead): Uint8Array {
  const issuer = letterhead.productName;
  const letter = new FlowDocument(letterhead, {
    title: `Letter of Authorisation ${facts.serviceId}`,
    author: `${issuer} Network Operations Centre`,
    subject: `${facts.portName} at ${facts.locationName}`,
    created: new Date(`${facts.issued}T00:00:00Z`),
  }).title("Letter of Authorisation");
  letter
    .field("Issued", facts.issued)
    .field("Valid until", facts.validUntil)
    .field("Customer", facts.companyName)
    .field("Service ID", facts.serviceId)
    .field("Port", facts.portName)
    .field("Speed", facts.speed)
    .field("Interface", facts.media)
    .field("Data centre", `${facts.locationName} (${facts.operator})`)
    .field("Address", facts.address)
    .field("Demarcation", facts.demarcation);
  letter.heading("Authorisation");
  letter.paragraph(
    `${issuer} authorises ${facts.companyName}, and the installer it engages, to order and install a cross connect to the demarcation above, which is assigned to port ${facts.serviceId}.`,
  );
  letter.paragraph(
    `This letter is valid until ${facts.validUntil}. Please quote ${facts.serviceId} to the data centre operator and to the ${issuer} Network Operations Centre.`,
  );
  return letter.finish(`${issuer} · LOA ${facts.serviceId}`);
}
