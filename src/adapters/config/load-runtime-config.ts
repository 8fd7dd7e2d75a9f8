import { decodeConfig, defaultConfig, type RuntimeConfig } from "../../core/config/index.ts";

export type RuntimeConfigLoad =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly message: string };

/**
 * Fetches /config.json (one build, many environments: DESIGN.md section 7). A host that serves
 * no configuration (404) gets every default; a configuration that is present but wrong is an
 * error the operator must see, never silently replaced by defaults.
 */
export async function loadRuntimeConfig(
  fetchConfig: typeof fetch = fetch,
  url = "/config.json",
): Promise<RuntimeConfigLoad> {
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
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, message: "The portal configuration is not valid JSON." };
  }
  const decoded = decodeConfig(body);
  return decoded.ok ? decoded : { ok: false, message: decoded.message };
}
