import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { RuntimeConfig } from "../../../src/core/config/index.ts";
import { indexPageWithMarkup, type PrerenderedPage } from "./index-page.ts";

/**
 * Where `npm run build` puts the sign-in page's server rendering (src/prerender.tsx, bundled
 * for Node by scripts/vite-build.ts), inside the portal folder; portal.routes.ts never serves
 * this folder.
 */
export const PRERENDER_FOLDER = "ssr";
const PRERENDER_MODULE = join(PRERENDER_FOLDER, "prerender.js");

type RenderSignInPage = (config: RuntimeConfig) => PrerenderedPage;

export interface PrerenderedIndex {
  /** The path whose index.html carries the markup. */
  readonly path: string;
  /** index.html (already with the configuration) with the page's markup in it. */
  html(): string;
}

/**
 * The sign-in page's index.html with its markup, rendered once with the server's own runtime
 * configuration (its product name, links and sign-in options), or null when the portal was
 * built without the server rendering or it fails: the portal then renders in the browser, as
 * before, so a broken rendering costs speed, never the page. The footer shows the year, so the
 * page is rendered again when the year changes: the browser's first render must give the
 * same text to hydrate it.
 */
export async function prerenderedIndex(
  portalDir: string,
  indexHtml: string,
  config: RuntimeConfig,
  warn: (message: string) => void,
): Promise<PrerenderedIndex | null> {
  const file = join(portalDir, PRERENDER_MODULE);
  if (!existsSync(file)) return null;
  let render: RenderSignInPage;
  let first: PrerenderedPage;
  try {
    const loaded = (await import(pathToFileURL(file).href)) as {
      readonly renderSignInPage?: RenderSignInPage;
    };
    if (typeof loaded.renderSignInPage !== "function") {
      throw new Error(`${PRERENDER_MODULE} exports no renderSignInPage`);
    }
    render = loaded.renderSignInPage;
    first = render(config);
  } catch (error) {
    warn(`the sign-in page is rendered in the browser only: ${String(error)}`);
    return null;
  }
  let year = new Date().getUTCFullYear();
  let html = indexPageWithMarkup(indexHtml, first);
  return {
    path: first.path,
    html() {
      const now = new Date().getUTCFullYear();
      if (now !== year) {
        year = now;
        try {
          html = indexPageWithMarkup(indexHtml, render(config));
        } catch (error) {
          warn(`the sign-in page could not be rendered again: ${String(error)}`);
          html = indexHtml;
        }
      }
      return html;
    },
  };
}
