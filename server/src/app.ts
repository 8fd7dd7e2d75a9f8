import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import type { OrderSchedule } from "../../src/core/api/ordering/ordering-vocabulary.ts";
import { API_VERSION_PREFIX } from "../../src/core/constants.ts";
import type { HashingLimits } from "./auth/hashing-queue.ts";
import { impersonationAuditHook } from "./auth/impersonation-audit.ts";
import type { PasswordCost } from "./auth/passwords.ts";
import type { ScheduleJob } from "./background/background-work.ts";
import type { ServerConfig } from "./config.ts";
import { createContext, type ServerContext } from "./context.ts";
import type { Database } from "./db/database.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";
import { handleError } from "./http/error-handler.ts";
import { REDACTED_LOG_PATHS, serializeRequest } from "./http/log-redaction.ts";
import { maintenanceHook } from "./http/maintenance.ts";
import { NOT_FOUND_DETAIL, sendDetail } from "./http/problem.ts";
import {
  bodyDeadline,
  closeUnreadBodies,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from "./http/request-deadlines.ts";
import { requestIdGenerator, stampRequestId } from "./http/request-id.ts";
import { type CatalogueEntry, createRouter } from "./http/routes.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { drainOnClose } from "./http/shutdown.ts";
import { keepJobsRunning } from "./jobs/server-jobs.ts";
import type { DevMailbox } from "./mail/dev-mailbox.ts";
import { measureRequests } from "./metrics/expose-metrics.ts";
import { ServerMetrics } from "./metrics/metrics.ts";
import { keepAlertsEvaluated } from "./modules/alerts/alert-schedule.ts";
import { devMailboxLoopbackOnly } from "./modules/auth/dev-mailbox.routes.ts";
import { registerModules } from "./modules/index.ts";
import { keepNotificationRetention } from "./modules/notifications/retention.ts";
import { keepWebhooksFlowing } from "./modules/webhooks/webhook-flow.ts";
import { registerApiDocs } from "./openapi/docs.routes.ts";
import { registerPortalRoutes } from "./portal/portal.routes.ts";
import { openFileStorage } from "./storage/open-storage.ts";
import { keepUploadsTidy } from "./storage/orphan-files.ts";
import { multipartOptions } from "./uploads/multipart-options.ts";
import { refuseOversizedUploads } from "./uploads/request-size.ts";

/** How long one plugin or onReady hook may take to start (see Fastify({ pluginTimeout })). */
const PLUGIN_START_TIMEOUT_MS = 120_000;
export interface AppOptions {
  readonly config: ServerConfig;
  readonly database: Database;
  readonly logger?: boolean;
  /** Where the log's JSON lines go instead of stdout (turns the log on): tests read it. */
  readonly logStream?: { write(line: string): void };
  /** The clock; tests move it to check expiries. */
  readonly now?: () => Date;
  /** Fill an empty database with the demo data (default true). */
  readonly seed?: boolean;
  /**
   * Keeps every mail the server sends, codes included, in the caller's hands (tests on either
   * database); unlike the development mailbox it is never served over HTTP.
   */
  readonly mailCapture?: DevMailbox;
  /**
   * The scrypt cost of new password hashes, PASSWORD_HASH_COST by default. Only code can set
   * it, no environment variable or flag: the server suite's tests that are not about hashing
   * sign in thousands of times at a lower cost (tests/server/harness/test-server.ts).
   */
  readonly passwordCost?: PasswordCost;
  /** How many password hashes run at once and wait (HASHING_LIMITS by default): code only. */
  readonly hashingLimits?: HashingLimits;
  /** When background jobs get their turn (setImmediate by default): tests hold them. */
  readonly scheduleJob?: ScheduleJob;
  /**
   * The schedule orders move on, over CONDUIT_DEMO_PROVISIONING's decision: code only, like
   * `passwordCost` (the server suite runs the demo's schedule on PostgreSQL too).
   */
  readonly orderSchedule?: OrderSchedule;
}

/** JSON bodies above this are refused with 413 (uploads have their own limit and route). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Builds the API server: the /v2 API, /config.json and the portal itself. Tests build it and
 * use `app.inject()` or listen on port 0; main.ts listens on the configured port.
 */
export async function buildApp(options: AppOptions): Promise<{
  app: FastifyInstance;
  ctx: ServerContext;
  catalogue: ReadonlyArray<CatalogueEntry>;
  metrics: ServerMetrics;
}> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger || options.logStream
        ? {
            redact: { paths: REDACTED_LOG_PATHS, censor: "[redacted]" },
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          }
        : false,
    trustProxy: config.trustProxy,
    // One id per request, in every log line of it and on its answer (http/request-id.ts).
    genReqId: requestIdGenerator(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    // Shutdown (SIGTERM) closes idle keep-alive connections of browsers at once but lets the
    // requests in flight finish (bounded by CONDUIT_SHUTDOWN_SECONDS, run-server.ts); new
    // requests meanwhile get the contract's 503 (http/shutdown.ts), not Fastify's own.
    forceCloseConnections: "idle",
    return503OnClosing: false,
    // A connection's time is bounded (issue 41): see http/request-deadlines.ts.
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout: HEADERS_TIMEOUT_MS },
    // Starting the job queue (an onReady hook, jobs/server-jobs.ts) installs or checks its
    // schema under the migrations' advisory lock, so an instance may wait there while another
    // migrates; on the embedded database it runs on this process's own thread. Fastify's
    // default of 10 s per hook then fails a healthy start on a busy machine (seen with four
    // PGlite servers booting at once): a start gets two minutes.
    pluginTimeout: PLUGIN_START_TIMEOUT_MS,
  });
  const files = openFileStorage(config);
  app.addHook("onClose", files.close);
  const metrics = new ServerMetrics(database);
  const baseCtx = await createContext(
    database,
    config,
    app.log,
    files.storage,
    options.now,
    options.mailCapture ? [options.mailCapture] : [],
    options.passwordCost,
    options.hashingLimits,
    options.scheduleJob,
    options.orderSchedule,
  );
  // A closing server finishes the mails its requests queued (background/background-work.ts).
  app.addHook("onClose", () => baseCtx.background.settled());
  // Every mail's delivery is measured (metrics/metrics.ts); the rest of the context is as made.
  const ctx: ServerContext = {
    ...baseCtx,
    mailer: metrics.measureMail(baseCtx.mailer, config.smtpUrl !== undefined),
  };
  if (options.seed ?? true) await seedIfEmpty(database.db, ctx.now());
  // Background work on the PostgreSQL job queue (server/src/jobs, docs/jobs.md): modules
  // declare their jobs on it below, before it starts with the server.
  keepJobsRunning(app, ctx, database);
  await keepNotificationRetention(ctx);
  // Webhook deliveries: jobs on the queue (modules/webhooks).
  keepWebhooksFlowing(app, ctx, database.kind, metrics);
  // Alert rules: this instance's offer to evaluate them each minute (modules/alerts).
  keepAlertsEvaluated(app, ctx, metrics);
  await keepUploadsTidy(app, ctx, database.kind !== "postgres");

  // Before any route: encapsulated contexts take the handler in force when they register.
  app.setErrorHandler(handleError);
  app.addHook("onRequest", bodyDeadline(config));
  drainOnClose(app);
  app.addHook("onRequest", securityHeaders(config));
  app.addHook("onRequest", maintenanceHook(ctx));
  if (ctx.devMailbox !== null) app.addHook("onRequest", devMailboxLoopbackOnly);
  app.addHook("onRequest", refuseOversizedUploads(config));
  app.addHook("onSend", closeUnreadBodies);
  app.addHook("onSend", stampRequestId);
  measureRequests(app, metrics, config);
  // Multipart bodies stream to storage (uploads/receive-upload.ts); JSON keeps its 1 MiB limit.
  await app.register(multipart, multipartOptions(config));

  const catalogue: CatalogueEntry[] = [];
  await app.register(
    async (api) => {
      api.addHook("onResponse", impersonationAuditHook(ctx));
      registerModules(createRouter(api, ctx, catalogue), ctx);
      registerApiDocs(api, ctx, catalogue);
    },
    { prefix: API_VERSION_PREFIX },
  );

  const { sendIndex } = await registerPortalRoutes(app, config.portalDir, config.portal);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isApi = path === API_VERSION_PREFIX || path.startsWith(`${API_VERSION_PREFIX}/`);
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    // Client-side routes: any other GET gets the single-page app, which shows its own
    // not-found page for paths it does not know.
    if (!isApi && wantsPage && sendIndex !== null && !/\.[a-z0-9]+$/i.test(path)) {
      return sendIndex(reply);
    }
    return sendDetail(reply, 404, NOT_FOUND_DETAIL);
  });
  return { app, ctx, catalogue, metrics };
}
