import {
  decodeConfig,
  defaultConfig,
  EMBEDDED_CONFIG_ELEMENT_ID,
  type RuntimeConfig,
} from "../../core/config/index.ts";

export type RuntimeConfigLoad =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly message: string };

/** The configuration the API server wrote into index.html, if it did (index-page.ts). */
export function embeddedConfigText(): string | null {
  if (typeof document === "undefined") return null;
  return document.getElementById(EMBEDDED_CONFIG_ELEMENT_ID)?.textContent ?? null;
}

/**
 * The runtime configuration (one build, many environments: DESIGN.md section 7): the copy
 * the API server wrote into the page when there is one, which spares a round trip before the
 * first paint, else /config.json. A host that serves no configuration (404) gets every
 * default; a configuration that is present but wrong is an error the operator must see,
 * never silently replaced by defaults.
 */
export async function loadRuntimeConfig(
  fetchConfig: typeof fetch = fetch,
  url = "/config.json",
  embedded: string | null = embeddedConfigText(),
): Promise<RuntimeConfigLoad> {
  if (embedded !== null) return decoded(embedded);
  let response: Response;
  try {
    response = await fetchConfig(url, {
      headers: { Accept: "application/json" },
      cache: "no-store",
    });
  } catch {
    return { ok: false, message: "The portal could not load its configuration (network error)." };
  }
  if (response.status === 404) return { ok: true, config: defaultConfig() };
  if (!response.ok) {
    return {
      ok: false,
      message: `The portal could not load its configuration (HTTP ${response.status}).`,
    };
  }
  return decoded(await response.text());
}

function decoded(text: string): RuntimeConfigLoad {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: "The portal configuration is not valid JSON." };
  }
  const decoding = decodeConfig(body);
  return decoding.ok ? decoding : { ok: false, message: decoding.message };
}
