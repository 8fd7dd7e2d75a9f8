import { decode } from "../api/decode.ts";
import { RuntimeConfig } from "./runtime-config.ts";

export type ConfigDecoding =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly message: string };

/**
 * Decodes /config.json (or the server's environment) into a complete configuration. A wrong
 * value fails with a message that names the field, e.g. `uploadMaxBytes: Expected a value greater than 0`, so a
 * misconfigured deployment says what to fix instead of failing somewhere later.
 */
export function decodeConfig(input: unknown): ConfigDecoding {
  const decoded = decode(RuntimeConfig, input);
  if (decoded.ok) return { ok: true, config: decoded.value };
  return { ok: false, message: `Invalid runtime configuration: ${decoded.error}` };
}

/** The configuration an empty /config.json gives: every default. */
export function defaultConfig(): RuntimeConfig {
  const decoded = decodeConfig({});
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.config;
}
