/**
 * The id of the JSON data block in which the API server writes the runtime configuration into
 * index.html (server/src/portal/index-page.ts), read by the portal before it would fetch
 * /config.json. One name for both sides.
 */
export const EMBEDDED_CONFIG_ELEMENT_ID = "conduit-config";
