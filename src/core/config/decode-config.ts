import { Result, Schema } from "effect";
import { RuntimeConfig } from "./runtime-config.ts";

export type ConfigDecoding =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly message: string };

const decodeRuntimeConfig = Schema.decodeUnknownResult(RuntimeConfig);

/**
 * Decodes /config.json (or the server's environment) into a complete configuration. A wrong
 * value fails with a message that names the field, e.g. `uploadMaxBytes: Expected ...`, so a
 * misconfigured deployment says what to fix instead of failing somewhere later.
 */
export function decodeConfig(input: unknown): ConfigDecoding {
  const result = decodeRuntimeConfig(input, { errors: "all" });
  if (Result.isSuccess(result)) return { ok: true, config: result.success };
  return { ok: false, message: `Invalid runtime configuration:\n${result.failure.message}` };
}

/** The configuration an empty /config.json gives: every default. */
export function defaultConfig(): RuntimeConfig {
  const decoded = decodeConfig({});
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.config;
}
