/**
 * The portal's own content (/v2 contract): GET /info (the status probe), /banner-alert,
 * /changelog, /variables/{name}, POST /request-feature.
 */
export * from "./banner-alert.ts";
export * from "./changelog.ts";
export * from "./feature-request.ts";
export { ServerInfo, ServerReadiness } from "./info.ts";
export * from "./variables.ts";
