import type { RuntimeConfig } from "../../../src/core/config/index.ts";
import { EMBEDDED_CONFIG_ELEMENT_ID } from "../../../src/core/config/index.ts";

/**
 * The portal's index.html with its runtime configuration written into it, as a JSON data
 * block (`<script type="application/json">`). The portal reads it before anything else and
 * so starts without waiting for a /config.json round trip, which on a slow mobile network is
 * most of what stands between the page's scripts and its first paint. A data block is never
 * run, so the Content-Security-Policy (script-src 'self') is untouched. /config.json stays
 * for hosts that serve the built portal as static files.
 */
export function indexPageWithConfig(html: string, config: RuntimeConfig): string {
  const block = `<script type="application/json" id="${EMBEDDED_CONFIG_ELEMENT_ID}">${jsonForHtml(config)}</script>`;
  const head = html.indexOf("</head>");
  if (head === -1) {
    // A page that leaves its head implicit (HTML allows it) gets the block right after the
    // doctype, which must stay first: the parser puts it into the head all the same.
    const doctype = /^\s*<!doctype[^>]*>/i.exec(html)?.[0] ?? "";
    return `${doctype}${block}${html.slice(doctype.length)}`;
  }
  return `${html.slice(0, head)}    ${block}\n  ${html.slice(head)}`;
}

/**
 * JSON that cannot end its script element or open a comment, whatever the configuration's
 * strings hold ("</script>", "<!--"): every <, > and & is written as a \u escape, which JSON
 * reads back as the same character.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
