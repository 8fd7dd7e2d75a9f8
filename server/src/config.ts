import { fileURLToPath } from "node:url";
import { receiverOrigin } from "../../src/core/api/webhooks/webhooks.ts";
import { decodeConfig, type RuntimeConfig } from "../../src/core/config/index.ts";
import { type Letterhead, letterheadFromEnv } from "./pdf/letterhead.ts";
import { type ObjectStoreConfig, objectStoreFromEnv } from "./storage/object-store-config.ts";

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
  /**
   * CONDUIT_PORTAL_URL: the portal's address as its users reach it (https://portal.example.net),
   * the start of every link a mail carries. Never taken from a request's Host or
   * X-Forwarded-Host, which the sender chooses. Default: http://{HOST}:{PORT} (loopback demo).
   */
  readonly portalUrl: string;
  /** Unset: PGlite under .data/; "memory://": in-memory PGlite; or a postgres:// URL. */
  readonly databaseUrl: string | undefined;
  /** CONDUIT_SIGNING_KEYS: the key set's JSON (auth/key-set.ts); it wins over a key file. */
  readonly signingKeys: string | undefined;
  /** CONDUIT_SIGNING_KEYS_FILE: the key file every instance reads (auth/server-keys.ts). */
  readonly signingKeysFile: string | undefined;
  /** Where the embedded database keeps its generated key file when neither is set. */
  readonly embeddedKeysFile: string;
  readonly accessTokenSeconds: number;
  readonly refreshTokenSeconds: number;
  /** Impersonation ends this long after it starts; refreshing cannot extend it. */
  readonly impersonationSeconds: number;
  /**
   * CONDUIT_DEV_MAILBOX: asks for the development mailbox (GET /v2/dev/mailbox), from which the
   * demo and the tests read mailed codes. Off by default; even when asked, it exists only on
   * the embedded database with a loopback HOST (see mail/dev-mailbox.ts).
   */
  readonly devMailbox: boolean;
  /**
   * CONDUIT_WEBHOOK_LOOPBACK: lets webhook endpoints be plain http on this machine's loopback
   * address, so the demo and the tests run a receiver here. Off by default; even when asked,
   * only on the embedded database with a loopback HOST (modules/webhooks/webhook-loopback.ts).
   */
  readonly webhookLoopback: boolean;
  /**
   * CONDUIT_WEBHOOK_PRIVATE_RECEIVERS: receivers on a private network that webhook endpoints
   * may name, as comma-separated origins (`http://10.20.0.5:8080,https://noc-relay.internal`):
   * an operator's explicit choice, on any database, for a relay of its own. Each covers that
   * scheme, host and port only; plain http is allowed there; link-local never
   * (modules/webhooks/webhook-transport.ts). Empty by default: public https receivers only.
   */
  readonly webhookPrivateReceivers: readonly string[];
  /**
   * CONDUIT_DEMO_PROVISIONING: asks for the demo's fast order schedule (issue 40). Off by
   * default; even when asked, only on the embedded database with a loopback HOST
   * (modules/ordering/demo-provisioning.ts).
   */
  readonly demoProvisioning: boolean;
  /**
   * CONDUIT_ALERT_EVALUATION (on by default): this instance offers to evaluate the alert rules
   * every minute (modules/alerts/alert-schedule.ts); with several instances one evaluates each
   * minute whatever this says, so off only leaves the work to the others.
   */
  readonly alertEvaluation: boolean;
  /** smtp://user:pass@host:port; unset: mail stays in the outbox table and the log. */
  readonly smtpUrl: string | undefined;
  /** OpenID Connect userinfo endpoint that vouches for external sign-in access tokens. */
  readonly oidcUserinfoUrl: string;
  /**
   * CONDUIT_HSTS (on by default): Strict-Transport-Security on answers to requests that came
   * over TLS or through a proxy saying X-Forwarded-Proto: https; off leaves it to the proxy.
   */
  readonly hsts: boolean;
  /**
   * CONDUIT_TRUST_PROXY: the proxies whose X-Forwarded-For / -Proto the server believes, as
   * Fastify's trustProxy takes them ("loopback", addresses or CIDRs, comma-separated; "true"
   * trusts anyone). Default "loopback": a proxy on the same machine. Trusting every peer would
   * let any client choose its own address and escape the per-address sign-in throttle.
   */
  readonly trustProxy: string | boolean;
  /** Answers every /v2 call with 503 (a database flag can switch it on too). */
  readonly maintenance: boolean;
  /** Largest upload in bytes (CONDUIT_UPLOAD_MAX_BYTES): the portal's limit, enforced here. */
  readonly uploadMaxBytes: number;
  /** Folder of uploaded files (CONDUIT_UPLOAD_DIR); null: a fresh temporary folder. */
  readonly uploadDir: string | null;
  /** CONDUIT_UPLOAD_STORE=s3 and CONDUIT_S3_*: the object store; null: the folder above. */
  readonly objectStore: ObjectStoreConfig | null;
  /**
   * CONDUIT_BODY_SECONDS (default 20): how long a request's body may take to arrive once its
   * headers are in; a multipart upload gets CONDUIT_UPLOAD_BODY_SECONDS (default 1800), room
   * for a 1 GiB upload at 0.6 MB/s. Past it the connection is closed
   * (http/request-deadlines.ts).
   */
  readonly bodySeconds: number;
  readonly uploadBodySeconds: number;
  /**
   * The provider's logo and legal details on every PDF the server makes (invoice, order form,
   * LOA, RFO): CONDUIT_DOCUMENT_LOGO and CONDUIT_LEGAL_*; the logo is read here, at start-up.
   */
  readonly documents: Letterhead;
  /**
   * CONDUIT_SHUTDOWN_SECONDS (default 25, inside the 30 s most orchestrators wait after
   * SIGTERM): how long requests in flight may take to finish once the server stops accepting
   * new ones; past it their connections are cut and the process exits (run-server.ts).
   */
  readonly shutdownSeconds: number;
  /**
   * CONDUIT_MIGRATE_ON_START (default on): apply missing migrations when the server starts
   * (under an advisory lock on PostgreSQL, so instances starting together migrate once). Off:
   * the deployment runs `npm run migrate` first; /v2/ready answers 503 while any is missing.
   */
  readonly migrateOnStart: boolean;
  /**
   * Prometheus metrics (metrics/), never public by default: CONDUIT_METRICS_PORT serves
   * GET /metrics on a port of its own (on CONDUIT_METRICS_HOST, default 127.0.0.1), and/or
   * CONDUIT_METRICS_TOKEN serves it on the main port to `Authorization: Bearer <token>` only.
   * Neither set: no metrics endpoint at all.
   */
  readonly metricsPort: number | null;
  readonly metricsHost: string;
  readonly metricsToken: string | null;
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

function parseSeconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds <= 0) {
    throw new ConfigError(`${name} must be a positive whole number of seconds, not "${raw}".`);
  }
  return seconds;
}

function parseFlag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === "") return fallback;
  if (/^(1|true|on|yes)$/i.test(raw)) return true;
  if (/^(0|false|off|no)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be on or off, not "${raw}".`);
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
/** Next to the embedded database's files (.data/pglite/). */
export const DEFAULT_UPLOAD_DIR = fileURLToPath(new URL("../../.data/uploads/", import.meta.url));

/**
 * An in-memory database forgets everything on exit: its uploads go to a throwaway folder. An
 * embedded database in a folder of its own (file:///a/db) keeps its uploads next to it
 * (/a/db-uploads), never in the default database's folder, whose files it does not know.
 */
function uploadDirFromEnv(env: Env): string | null {
  if (env.CONDUIT_UPLOAD_DIR) return env.CONDUIT_UPLOAD_DIR;
  if (env.DATABASE_URL?.startsWith("file://")) {
    return `${fileURLToPath(env.DATABASE_URL).replace(/[/\\]+$/, "")}-uploads`;
  }
  return env.DATABASE_URL === "memory://" ? null : DEFAULT_UPLOAD_DIR;
}

/** Next to the embedded database's folder: .data/signing-keys.json, or /a/db-signing-keys.json. */
export const DEFAULT_KEYS_FILE = fileURLToPath(
  new URL("../../.data/signing-keys.json", import.meta.url),
);

function embeddedKeysFileFromEnv(env: Env): string {
  if (env.DATABASE_URL?.startsWith("file://")) {
    return `${fileURLToPath(env.DATABASE_URL).replace(/[/\\]+$/, "")}-signing-keys.json`;
  }
  return DEFAULT_KEYS_FILE;
}

/**
 * The portal's own address: an http(s) origin, optionally with a path prefix, no trailing slash,
 * no query. Unset: the address this server listens on, right for the demo on one machine.
 */
function parsePortalUrl(raw: string | undefined, host: string, port: number): string {
  if (raw === undefined || raw.trim() === "") {
    const name = host === "0.0.0.0" || host === "::" ? "localhost" : host;
    return `http://${name.includes(":") ? `[${name}]` : name}:${port}`;
  }
  const trimmed = raw.trim().replace(/\/+$/, "");
  let url: URL | null = null;
  try {
    url = new URL(trimmed);
  } catch {
    url = null;
  }
  if (
    url === null ||
    (url.protocol !== "http:" && url.protocol !== "https:") ||
    url.search !== "" ||
    url.hash !== "" ||
    url.username !== "" ||
    url.password !== ""
  ) {
    throw new ConfigError(
      `CONDUIT_PORTAL_URL must be the portal's http(s) address, such as https://portal.example.net, not "${raw}".`,
    );
  }
  return trimmed;
}

export function serverConfigFromEnv(env: Env): ServerConfig {
  const portal = portalConfigFromEnv(env);
  const port = parsePort(env.PORT);
  const host = env.HOST && env.HOST !== "" ? env.HOST : "127.0.0.1";
  return {
    port,
    host,
    portalUrl: parsePortalUrl(env.CONDUIT_PORTAL_URL, host, port),
    portalDir:
      env.CONDUIT_PORTAL_DIR === "" ? null : (env.CONDUIT_PORTAL_DIR ?? DEFAULT_PORTAL_DIR),
    version: env.npm_package_version ?? "0.1.0",
    portal,
    databaseUrl: env.DATABASE_URL || undefined,
    signingKeys: env.CONDUIT_SIGNING_KEYS || undefined,
    signingKeysFile: env.CONDUIT_SIGNING_KEYS_FILE || undefined,
    embeddedKeysFile: embeddedKeysFileFromEnv(env),
    accessTokenSeconds: parseSeconds(
      "CONDUIT_ACCESS_TOKEN_SECONDS",
      env.CONDUIT_ACCESS_TOKEN_SECONDS,
      15 * 60,
    ),
    refreshTokenSeconds: parseSeconds(
      "CONDUIT_REFRESH_TOKEN_SECONDS",
      env.CONDUIT_REFRESH_TOKEN_SECONDS,
      7 * 24 * 3600,
    ),
    impersonationSeconds: parseSeconds(
      "CONDUIT_IMPERSONATION_SECONDS",
      env.CONDUIT_IMPERSONATION_SECONDS,
      60 * 60,
    ),
    devMailbox: parseFlag("CONDUIT_DEV_MAILBOX", env.CONDUIT_DEV_MAILBOX, false),
    webhookLoopback: parseFlag("CONDUIT_WEBHOOK_LOOPBACK", env.CONDUIT_WEBHOOK_LOOPBACK, false),
    webhookPrivateReceivers: parseReceivers(env.CONDUIT_WEBHOOK_PRIVATE_RECEIVERS),
    demoProvisioning: parseFlag("CONDUIT_DEMO_PROVISIONING", env.CONDUIT_DEMO_PROVISIONING, false),
    alertEvaluation: parseFlag("CONDUIT_ALERT_EVALUATION", env.CONDUIT_ALERT_EVALUATION, true),
    smtpUrl: env.CONDUIT_SMTP_URL || undefined,
    oidcUserinfoUrl:
      env.CONDUIT_OIDC_USERINFO_URL || "https://openidconnect.googleapis.com/v1/userinfo",
    hsts: parseFlag("CONDUIT_HSTS", env.CONDUIT_HSTS, true),
    trustProxy:
      env.CONDUIT_TRUST_PROXY === "true" ? true : env.CONDUIT_TRUST_PROXY?.trim() || "loopback",
    maintenance: parseFlag("CONDUIT_MAINTENANCE", env.CONDUIT_MAINTENANCE, false),
    uploadMaxBytes: portal.uploadMaxBytes,
    uploadDir: uploadDirFromEnv(env),
    objectStore: objectStoreFromEnv(env, (message) => new ConfigError(message)),
    bodySeconds: parseSeconds("CONDUIT_BODY_SECONDS", env.CONDUIT_BODY_SECONDS, 20),
    uploadBodySeconds: parseSeconds(
      "CONDUIT_UPLOAD_BODY_SECONDS",
      env.CONDUIT_UPLOAD_BODY_SECONDS,
      1800,
    ),
    documents: letterheadFromEnv(env, portal.productName, (message) => new ConfigError(message)),
    shutdownSeconds: parseSeconds("CONDUIT_SHUTDOWN_SECONDS", env.CONDUIT_SHUTDOWN_SECONDS, 25),
    migrateOnStart: parseFlag("CONDUIT_MIGRATE_ON_START", env.CONDUIT_MIGRATE_ON_START, true),
    metricsPort: env.CONDUIT_METRICS_PORT ? parseMetricsPort(env.CONDUIT_METRICS_PORT) : null,
    metricsHost: env.CONDUIT_METRICS_HOST || "127.0.0.1",
    metricsToken: parseMetricsToken(env.CONDUIT_METRICS_TOKEN),
  };
}

function parseReceivers(raw: string | undefined): readonly string[] {
  const names = (raw ?? "").split(",").filter((name) => name.trim() !== "");
  return names.map((name) => {
    const parsed = receiverOrigin(name);
    if ("refusal" in parsed) {
      throw new ConfigError(
        `CONDUIT_WEBHOOK_PRIVATE_RECEIVERS: ${parsed.refusal}; name each receiver by its origin, such as http://10.20.0.5:8080.`,
      );
    }
    return parsed.origin;
  });
}

function parseMetricsPort(raw: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(
      `CONDUIT_METRICS_PORT must be a whole number from 0 to 65535, not "${raw}".`,
    );
  }
  return port;
}

/** A guessable token would make the metrics public: at least 32 characters. */
function parseMetricsToken(raw: string | undefined): string | null {
  if (raw === undefined || raw === "") return null;
  if (raw.length < 32) {
    throw new ConfigError("CONDUIT_METRICS_TOKEN must be at least 32 characters long.");
  }
  return raw;
}
