import { fileURLToPath } from "node:url";
import { decodeConfig, type RuntimeConfig } from "../../src/core/config/index.ts";

/**
 * The server's own settings and the portal's runtime configuration, both read from environment
 * variables (documented in README.md). Anything unset takes its default, so a fresh clone runs
 * with no configuration at all.
 */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Folder of the built portal (Vite's dist/); null serves the API only. */
  readonly portalDir: string | null;
  readonly version: string;
  readonly portal: RuntimeConfig;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Environment variable -> runtime-configuration field; keeps error messages pointing at both. */
const PORTAL_ENV: Readonly<Record<string, string>> = {
  CONDUIT_PRODUCT_NAME: "productName",
  CONDUIT_PRODUCT_SLUG: "productSlug",
  CONDUIT_API_BASE_URL: "apiBaseUrl",
  CONDUIT_API_VERSION_PREFIX: "apiVersionPrefix",
  CONDUIT_UPLOAD_MAX_BYTES: "uploadMaxBytes",
  CONDUIT_GOOGLE_CLIENT_ID: "googleClientId",
  CONDUIT_GOOGLE_ALLOWED_DOMAINS: "googleAllowedDomains",
  CONDUIT_DEMO_HOST: "demoHost",
  CONDUIT_ANALYTICS_ID: "analyticsId",
  CONDUIT_NOC_PHONE: "nocPhone",
  CONDUIT_SOCIAL_LINKS: "socialLinks",
  CONDUIT_DOCUMENTATION_LINKS: "documentationLinks",
  CONDUIT_LEGAL_LINKS: "legalLinks",
};
const NUMBER_FIELDS = new Set(["uploadMaxBytes"]);
const LIST_FIELDS = new Set(["googleAllowedDomains"]);
const JSON_FIELDS = new Set(["socialLinks", "documentationLinks", "legalLinks"]);

export class ConfigError extends Error {
  override name = "ConfigError";
}

function parseEnvValue(variable: string, field: string, raw: string): unknown {
  if (NUMBER_FIELDS.has(field)) return raw.trim() === "" ? raw : Number(raw);
  if (LIST_FIELDS.has(field)) {
    return raw
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item !== "");
  }
  if (JSON_FIELDS.has(field)) {
    try {
      return JSON.parse(raw);
    } catch {
      throw new ConfigError(`${variable} must be JSON (it configures ${field}).`);
    }
  }
  return raw;
}

/** Builds the /config.json document from the environment, validated by the core schema. */
export function portalConfigFromEnv(env: Env): RuntimeConfig {
  const input: Record<string, unknown> = {};
  for (const [variable, field] of Object.entries(PORTAL_ENV)) {
    const raw = env[variable];
    if (raw !== undefined) input[field] = parseEnvValue(variable, field, raw);
  }
  const decoded = decodeConfig(input);
  if (!decoded.ok) {
    const variables = Object.entries(PORTAL_ENV)
      .filter(([variable, field]) => env[variable] !== undefined && decoded.message.includes(field))
      .map(([variable]) => variable);
    throw new ConfigError(
      `${decoded.message}\n(check ${variables.join(", ") || "the environment"})`,
    );
  }
  return decoded.config;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${raw}".`);
  }
  return port;
}

export const DEFAULT_PORTAL_DIR = fileURLToPath(new URL("../../dist/", import.meta.url));

export function serverConfigFromEnv(env: Env): ServerConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST && env.HOST !== "" ? env.HOST : "127.0.0.1",
    portalDir:
      env.CONDUIT_PORTAL_DIR === "" ? null : (env.CONDUIT_PORTAL_DIR ?? DEFAULT_PORTAL_DIR),
    version: env.npm_package_version ?? "0.1.0",
    portal: portalConfigFromEnv(env),
  };
}
