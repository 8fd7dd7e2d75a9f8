import { type RuntimeConfig, runtimeConfig } from "./runtime-config.ts";

export type ConfigDecoding =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly message: string };

/**
 * Decodes /config.json (or the server's environment) into a complete configuration. A wrong
 * value fails with a message that names the field, e.g. `uploadMaxBytes: Expected a value
 * greater than 0`, so a misconfigured deployment says what to fix instead of failing later.
 */
export function decodeConfig(input: unknown): ConfigDecoding {
  const checked = runtimeConfig(input);
  if (typeof checked !== "string") return { ok: true, config: checked.value };
  return { ok: false, message: `Invalid runtime configuration: ${checked}` };
}

/** The configuration an empty /config.json gives: every default. */
export function defaultConfig(): RuntimeConfig {
  const decoded = decodeConfig({});
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.config;
}
