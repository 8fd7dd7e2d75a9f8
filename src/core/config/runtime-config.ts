import {
  API_VERSION_PREFIX,
  DEFAULT_PRODUCT_NAME,
  DEFAULT_PRODUCT_SLUG,
  DEFAULT_UPLOAD_MAX_BYTES,
} from "../constants.ts";
import {
  type FieldCheck,
  listOf,
  nonEmptyText,
  nullOr,
  positiveWholeNumber,
  record,
  text,
} from "./config-fields.ts";

/**
 * Runtime configuration, served as /config.json (DESIGN.md section 7) so that one build runs
 * in many environments. Every field has a default: an empty object is a complete, working
 * configuration for the embedded demo set-up.
 */

/** A URL the browser can follow: absolute http(s) or root-relative. */
const linkUrl = text(
  /^(https?:\/\/[^\s]+|\/[^/\\\s][^\s]*|\/)$/,
  "must be an http(s) URL or a path starting with /",
);
/** The base URL of the API: empty for same origin, or an absolute http(s) URL. */
const apiBaseUrl = text(
  /^(|https?:\/\/[^\s]+?)$/,
  "must be empty (same origin) or an http(s) URL without a trailing slash",
);
const versionPrefix = text(/^\/[A-Za-z0-9._-]+$/, "must look like /v2");
const slug = text(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lower-case slug");
const domain = text(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "must be a lower-case domain name");

export interface SocialLink {
  readonly label: string;
  readonly url: string;
}

const socialLink: FieldCheck<SocialLink> = record<SocialLink>({
  label: { check: nonEmptyText, fallback: "" },
  url: { check: linkUrl, fallback: "" },
});
// A social link needs both keys: a missing one is an error, not a default.
const completeSocialLink: FieldCheck<SocialLink> = (value) =>
  typeof value === "object" && value !== null && "label" in value && "url" in value
    ? socialLink(value)
    : "Expected an object with label and url";

export interface DocumentationLinks {
  readonly user_management: string;
  readonly service_desk_escalation: string;
  readonly sla: string;
  readonly port_creation: string;
  readonly cloud_connect: string;
  readonly smart_ethernet: string;
}

/** A documentation link, or "" when the deployment has none: the portal then shows no link. */
const documentationUrl = text(
  /^(|https?:\/\/[^\s]+|\/[^/\\\s][^\s]*|\/)$/,
  "must be empty, an http(s) URL or a path starting with /",
);

const documentationLinks = record<DocumentationLinks>({
  user_management: { check: documentationUrl, fallback: "/docs/user-management" },
  service_desk_escalation: { check: documentationUrl, fallback: "/docs/service-desk-escalation" },
  sla: { check: documentationUrl, fallback: "/docs/sla" },
  port_creation: { check: documentationUrl, fallback: "/docs/port-creation" },
  cloud_connect: { check: documentationUrl, fallback: "/docs/cloud-connect" },
  smart_ethernet: { check: documentationUrl, fallback: "/docs/smart-ethernet" },
});

export interface LegalLinks {
  readonly terms: string;
  readonly privacy: string;
  readonly cookies: string;
}

const legalLinks = record<LegalLinks>({
  terms: { check: linkUrl, fallback: "/legal/terms" },
  privacy: { check: linkUrl, fallback: "/legal/privacy" },
  cookies: { check: linkUrl, fallback: "/legal/cookies" },
});

/** The defaults of a nested group: what an empty object gives. */
function defaultsOf<T>(check: FieldCheck<T>): T {
  const checked = check({});
  if (typeof checked === "string") throw new Error(checked);
  return checked.value;
}

export interface RuntimeConfig {
  readonly productName: string;
  readonly productSlug: string;
  readonly apiBaseUrl: string;
  readonly apiVersionPrefix: string;
  readonly uploadMaxBytes: number;
  readonly googleClientId: string | null;
  readonly googleAllowedDomains: readonly string[];
  readonly demoHost: string | null;
  readonly analyticsId: string | null;
  readonly nocPhone: string;
  readonly socialLinks: readonly SocialLink[];
  readonly documentationLinks: DocumentationLinks;
  readonly legalLinks: LegalLinks;
}

/** What /config.json may contain: every key optional (nested groups partly, too). */
export type RuntimeConfigInput = {
  readonly [K in keyof RuntimeConfig]?: RuntimeConfig[K] extends DocumentationLinks | LegalLinks
    ? Partial<RuntimeConfig[K]>
    : RuntimeConfig[K];
};

export const runtimeConfig: FieldCheck<RuntimeConfig> = record<RuntimeConfig>({
  productName: { check: nonEmptyText, fallback: DEFAULT_PRODUCT_NAME },
  productSlug: { check: slug, fallback: DEFAULT_PRODUCT_SLUG },
  apiBaseUrl: { check: apiBaseUrl, fallback: "" },
  apiVersionPrefix: { check: versionPrefix, fallback: API_VERSION_PREFIX },
  uploadMaxBytes: { check: positiveWholeNumber, fallback: DEFAULT_UPLOAD_MAX_BYTES },
  googleClientId: { check: nullOr(nonEmptyText), fallback: null },
  googleAllowedDomains: { check: listOf(domain), fallback: [] },
  demoHost: { check: nullOr(nonEmptyText), fallback: null },
  analyticsId: { check: nullOr(nonEmptyText), fallback: null },
  nocPhone: { check: nonEmptyText, fallback: "+44 20 7946 0000" },
  socialLinks: {
    check: listOf(completeSocialLink),
    fallback: [
      { label: "LinkedIn", url: "https://www.linkedin.com/company/conduit-networks" },
      { label: "X", url: "https://x.com/conduitnetworks" },
    ],
  },
  documentationLinks: { check: documentationLinks, fallback: defaultsOf(documentationLinks) },
  legalLinks: { check: legalLinks, fallback: defaultsOf(legalLinks) },
});
