/**
 * The id of the JSON data block in which the API server writes the runtime configuration into
 * index.html (server/src/portal/index-page.ts), read by the portal before it would fetch
 * /config.json. One name for both sides.
 */
export const EMBEDDED_CONFIG_ELEMENT_ID = "conduit-config";

/**
 * The attribute the API server puts on the portal's root element when it wrote a page's
 * markup into it (server/src/portal/index-page.ts); its value is the path that was rendered.
 * The portal hydrates that markup instead of rendering anew (main.tsx).
 */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";

/** The page rendered on the server: the first screen of every visit that is not signed in. */
export const PRERENDERED_PATH = "/sign-in";
