import type { RuntimeConfig } from "../../../src/core/config/index.ts";
import {
  EMBEDDED_CONFIG_ELEMENT_ID,
  PRERENDERED_ATTRIBUTE,
} from "../../../src/core/config/index.ts";

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

/** A page of the portal rendered on the server (src/prerender.tsx). */
export interface PrerenderedPage {
  readonly path: string;
  readonly markup: string;
  readonly title: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * index.html with `page`'s markup in the portal's root element, marked with the path it
 * renders (PRERENDERED_ATTRIBUTE: the portal hydrates it only on that path), and the page's
 * title, its entry modules started after the first paint. The markup is React's own output, escaped by React; the title is escaped here.
 * A page without the empty root element is returned as it is: the portal renders anew.
 */
export function indexPageWithMarkup(html: string, page: PrerenderedPage): string {
  const root = html.indexOf(ROOT_ELEMENT);
  if (root === -1) return html;
  const filled = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(page.path)}">${page.markup}</div>`;
  const withMarkup = `${html.slice(0, root)}${filled}${html.slice(root + ROOT_ELEMENT.length)}`;
  return withEntriesAfterPaint(
    withMarkup.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`),
  );
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/** The portal's static file that starts the entry modules after the first paint. */
export const AFTER_PAINT_SCRIPT = "/after-paint.js";

/**
 * The page's entry modules started by public/after-paint.js once the markup has painted,
 * instead of by their own script elements. The page paints from the markup and the
 * stylesheet; the modules only hydrate it. Left to themselves they arrive and run before the
 * first paint whenever the network is fast and the CPU slow, and Lighthouse (which simulates
 * a slow phone from what the browser really did) then counts their download and their
 * running as part of the first paint (1.8 s against 1.1 s for a paint before them).
 */
function withEntriesAfterPaint(html: string): string {
  const modules = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? "");
  if (modules.length === 0) return html;
  const loader = `<script defer src="${AFTER_PAINT_SCRIPT}" data-modules="${escapeHtml(modules.join(" "))}"></script>\n    `;
  let placed = false;
  return html.replace(MODULE_SCRIPT, () => {
    if (placed) return "";
    placed = true;
    return loader;
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
