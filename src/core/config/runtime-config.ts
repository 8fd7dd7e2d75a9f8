import { Effect, Schema } from "effect";
import {
  API_VERSION_PREFIX,
  DEFAULT_PRODUCT_NAME,
  DEFAULT_PRODUCT_SLUG,
  DEFAULT_UPLOAD_MAX_BYTES,
} from "../constants.ts";

/**
 * Runtime configuration, served as /config.json (DESIGN.md section 7) so that one build runs
 * in many environments. Every field has a default: an empty object is a complete, working
 * configuration for the embedded demo set-up.
 */

/** Attaches a default used when the key is absent from /config.json. */
function defaulted<S extends Schema.Top>(schema: S, value: S["Encoded"]) {
  return schema.pipe(Schema.withDecodingDefaultKey(Effect.succeed(value)));
}

const NonEmptyString = Schema.String.pipe(Schema.check(Schema.isNonEmpty()));
/** A URL the browser can follow: absolute http(s) or root-relative. */
const LinkUrl = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^(https?:\/\/[^\s]+|\/[^/\\\s][^\s]*|\/)$/, {
      message: "must be an http(s) URL or a path starting with /",
    }),
  ),
);
/** The base URL of the API: empty for same origin, or an absolute http(s) URL. */
const ApiBaseUrl = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^(|https?:\/\/[^\s]+?)$/, {
      message: "must be empty (same origin) or an http(s) URL without a trailing slash",
    }),
  ),
);
const VersionPrefix = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^\/[A-Za-z0-9._-]+$/, { message: "must look like /v2" })),
);
const Slug = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "must be a lower-case slug" }),
  ),
);
const Domain = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, {
      message: "must be a lower-case domain name",
    }),
  ),
);
const ByteLimit = Schema.Number.pipe(Schema.check(Schema.isInt(), Schema.isGreaterThan(0)));

export const SocialLink = Schema.Struct({ label: NonEmptyString, url: LinkUrl });
export type SocialLink = typeof SocialLink.Type;

export const DocumentationLinks = Schema.Struct({
  user_management: defaulted(LinkUrl, "/docs/user-management"),
  service_desk_escalation: defaulted(LinkUrl, "/docs/service-desk-escalation"),
  sla: defaulted(LinkUrl, "/docs/sla"),
  port_creation: defaulted(LinkUrl, "/docs/port-creation"),
  cloud_connect: defaulted(LinkUrl, "/docs/cloud-connect"),
  smart_ethernet: defaulted(LinkUrl, "/docs/smart-ethernet"),
});
export type DocumentationLinks = typeof DocumentationLinks.Type;

export const LegalLinks = Schema.Struct({
  terms: defaulted(LinkUrl, "/legal/terms"),
  privacy: defaulted(LinkUrl, "/legal/privacy"),
  cookies: defaulted(LinkUrl, "/legal/cookies"),
});
export type LegalLinks = typeof LegalLinks.Type;

export const RuntimeConfig = Schema.Struct({
  productName: defaulted(NonEmptyString, DEFAULT_PRODUCT_NAME),
  productSlug: defaulted(Slug, DEFAULT_PRODUCT_SLUG),
  apiBaseUrl: defaulted(ApiBaseUrl, ""),
  apiVersionPrefix: defaulted(VersionPrefix, API_VERSION_PREFIX),
  uploadMaxBytes: defaulted(ByteLimit, DEFAULT_UPLOAD_MAX_BYTES),
  googleClientId: defaulted(Schema.NullOr(NonEmptyString), null),
  googleAllowedDomains: defaulted(Schema.Array(Domain), []),
  demoHost: defaulted(Schema.NullOr(NonEmptyString), null),
  analyticsId: defaulted(Schema.NullOr(NonEmptyString), null),
  nocPhone: defaulted(NonEmptyString, "+44 20 7946 0000"),
  socialLinks: defaulted(Schema.Array(SocialLink), [
    { label: "LinkedIn", url: "https://www.linkedin.com/company/conduit-networks" },
    { label: "X", url: "https://x.com/conduitnetworks" },
  ]),
  documentationLinks: defaulted(DocumentationLinks, {}),
  legalLinks: defaulted(LegalLinks, {}),
});
export type RuntimeConfig = typeof RuntimeConfig.Type;
/** What /config.json may contain: every key optional. */
export type RuntimeConfigInput = typeof RuntimeConfig.Encoded;
