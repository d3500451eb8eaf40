import cluster from "node:cluster";
import type { RequestListener } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { appListener, createApp } from "./app";
import { BASE_CONFIG_LAYER, resolveAppConfig, SITE_CONFIG_LAYER } from "./config/app-config";
import type { Env } from "./config/env";
import { hostConfigFrom, publicOriginOf } from "./config/hosts";
import { secretKeysOf } from "./config/secret-keys";
import { startChangeFeed } from "./db/change-feed";
import { setTenantStateLimits } from "./db/tenant-state";
import { configuredGeocoder } from "./geo/configured";
import { proxyTrust } from "./http/client-address";
import { createErrorReporter } from "./http/error-reporting";
import { createHttpServer, stopAccepting } from "./http/http-server";
import { loadLimitsFrom } from "./http/load-shedding";
import { reduceMemoryWhenIdle } from "./idle-memory";
import { createJobQueue } from "./jobs/queue";
import { registerMailJobs } from "./mail/mail-jobs";
import { createMailer } from "./mail/mailer";
import { registerTemplatedMailJobs } from "./mail/templates/templated-mail.service";
import { registerMatchFollowupJobs } from "./modules/applications/match-followup-jobs";
import { registerResponseReminderJobs } from "./modules/applications/response-reminder-jobs";
import { registerConversationJobs } from "./modules/conversations/conversation-mails";
import { registerDigestJobs } from "./modules/digest/digest-jobs";
import { registerFormJobs } from "./modules/forms/form-jobs";
import { registerIdentityJobs } from "./modules/identity/identity-jobs";
import { registerImportCheckJob } from "./modules/imports/import-check-job";
import { registerImportJobs } from "./modules/imports/import-run.service";
import { registerMediaJobs } from "./modules/media/media-jobs";
import { rememberingReports } from "./modules/monitoring/reported-requests";
import { registerOrganizationJobs } from "./modules/organizations/organization-jobs";
import { registerPageJobs } from "./modules/pages/page-jobs";
import { registerPlatformJobs } from "./modules/platform/platform-jobs";
import { registerVacancyAlertJobs } from "./modules/saved-vacancies/vacancy-alert-jobs";
import { tenantRegistry } from "./modules/tenancy/tenants.service";
import { registerVacancyJobs } from "./modules/vacancies/vacancy-jobs";
import { startSearchLog } from "./modules/vacancy-bank/search-log.service";
import { registerWebhookJobs } from "./modules/webhooks/webhook-jobs";
import { openEnvDatabase, prepareDatabase, storageFrom } from "./prepare-database";
import { catalogueChunks } from "./web/catalogue-preload";
import { isRetire, watchWorkerMemory } from "./worker-memory";

/** How long a retired worker's idle keep-alive connections stay open (see shutdown). */
const RETIRE_IDLE_GRACE_MS = 1000;

/** One server process: the app on the port, the job workers, and a graceful stop on SIGTERM. */
export async function serve(env: Env, logger: Logger, options: { dev: boolean; prepare: boolean }) {
  const { dev } = options;
  const database = await openEnvDatabase(env);
  setTenantStateLimits({ idleMs: env.TENANT_IDLE_MINUTES * 60_000, max: env.TENANT_STATE_MAX });
  if (options.prepare) await prepareDatabase(database, env, logger);
  const stopChangeFeed = await startChangeFeed(database.db, env.DATABASE_URL, logger);
  // The tenants and their hosts, read (again: the demo seed may have read them) once the feed listens, so that no
  // change to them goes unheard.
  const tenants = await tenantRegistry(database.db);
  await tenants.reload();

  const jobs = createJobQueue(database.db, logger);
  const mailer = createMailer(database.db, env.SMTP_URL, env.MAIL_FROM);
  const hosts = hostConfigFrom(env, tenants);
  registerMailJobs(jobs, mailer, database.db);
  registerTemplatedMailJobs(jobs, database.db, hosts);
  registerIdentityJobs(jobs, database.db);
  registerOrganizationJobs(jobs, database.db);
  registerPageJobs(jobs, database.db);
  registerFormJobs(jobs, database.db);
  registerConversationJobs(jobs, database.db);
  registerImportJobs(jobs, database.db);
  registerImportCheckJob(jobs, database.db, storageFrom(env));
  registerWebhookJobs(jobs, database.db, { privateAddresses: env.WEBHOOKS_TO_PRIVATE_ADDRESSES }, (tenant) =>
    publicOriginOf(tenant, hosts),
  );
  registerMediaJobs(jobs, database.db, storageFrom(env));
  registerPlatformJobs(jobs, database.db, storageFrom(env));
  registerVacancyJobs(jobs, database.db, hosts, env.VACANCY_SWEEP_INTERVAL_SECONDS * 1000);
  registerDigestJobs(jobs, database.db, hosts);
  registerResponseReminderJobs(jobs, database.db, hosts);
  registerVacancyAlertJobs(jobs, database.db, hosts, {
    everyMs: env.VACANCY_ALERT_SWEEP_INTERVAL_SECONDS * 1000,
    from: env.VACANCY_ALERTS_FROM,
  });
  registerMatchFollowupJobs(jobs, database.db, hosts);
  const stopSearchLog = startSearchLog(database.db, (error) => logger.warn({ err: error }, "search log not written"));

  const deps = {
    db: database.db,
    secretKeys: secretKeysOf(env, (message) => logger.warn(message)),
    jobs,
    hosts,
    appConfig: resolveAppConfig(SITE_CONFIG_LAYER, { ...BASE_CONFIG_LAYER, allowInactiveUsers: env.ALLOW_INACTIVE_USERS }),
    logger,
    isDev: dev,
    secureCookies: env.SECURE_COOKIES,
    proxyTrust: proxyTrust(env.TRUST_PROXY, env.TRUSTED_PROXIES),
    signInLimitPerAddress: env.SIGN_IN_LIMIT_PER_ADDRESS,
    apiKeyRateLimit: env.API_KEY_RATE_LIMIT,
    mapTileUrl: env.MAP_TILE_URL,
    testJobRuns: env.TEST_JOB_RUNS,
    webhooksToPrivateAddresses: env.WEBHOOKS_TO_PRIVATE_ADDRESSES,
    reportError: rememberingReports(database.db, await createErrorReporter(logger, env.SENTRY_DSN, env.NODE_ENV)),
    geocoder: configuredGeocoder(env.GEOCODER_URL),
    storage: storageFrom(env),
    mediaQuotaBytes: env.MEDIA_QUOTA_MB * 1024 * 1024,
    loadLimits: loadLimitsFrom(env),
  };

  let stopping = false;
  let listener: RequestListener;
  if (dev) {
    // Vite in middleware mode: hot reload for the app; every page request loads the current server build.
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    const app = createApp(deps, {
      ssr: {
        mode: "development",
        loadBuild: () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      },
    });
    const honoListener = getRequestListener(app.fetch);
    listener = (req, res) => viteServer.middlewares(req, res, () => honoListener(req, res));
  } else {
    const buildDir = path.resolve("build");
    const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
    const assetsRoot = path.relative(process.cwd(), path.join(buildDir, "client"));
    const app = createApp(deps, {
      ssr: {
        mode: "production",
        loadBuild: async () => build,
        pageCacheSeconds: env.PAGE_CACHE_SECONDS,
        catalogueChunks: catalogueChunks(assetsRoot),
      },
      assetsRoot,
    });
    listener = appListener(app);
  }

  // After createApp: it hands the modules' hooks to the lower ones (the uploads sweep needs media's users).
  jobs.start();
  const server = createHttpServer(listener);
  server.listen({ port: env.PORT, host: env.HOST, backlog: env.LISTEN_BACKLOG }, () => {
    logger.info(
      {
        port: env.PORT,
        database: database.kind,
        mail: mailer.kind,
        storage: env.STORAGE_URL ? `s3 ${env.STORAGE_URL.bucketUrl}` : "folder",
        mode: dev ? "development" : "production",
      },
      `listening on http://localhost:${env.PORT}`,
    );
  });

  // SIGTERM: stop accepting, let requests in flight and running jobs finish (within SHUTDOWN_TIMEOUT_MS), close the
  // database, exit 0. A second signal (the cluster primary forwarding the one the group got) changes nothing. A worker
  // retired by the primary (its successor listens) leaves its idle keep-alive connections open a moment longer, so that a
  // client's next request on one gets an answer with Connection: close rather than a closed connection.
  const shutdown = (signal: string, idleGraceMs = 0) => {
    if (stopping) return;
    stopping = true;
    // The exit comes whatever happens to the log (stdout closed under us throws EPIPE).
    const exit = (code: number, log: () => void) => {
      try {
        log();
      } finally {
        process.exit(code);
      }
    };
    setTimeout(
      () => exit(1, () => logger.error({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, "still busy at the shutdown timeout")),
      env.SHUTDOWN_TIMEOUT_MS,
    );
    // Keep-alive connections hold close() up while they sit idle: close each as soon as its response is out.
    let idle: ReturnType<typeof setInterval> | undefined;
    const closeIdle = () => {
      idle = setInterval(() => server.closeIdleConnections(), 100);
    };
    if (idleGraceMs > 0) setTimeout(closeIdle, idleGraceMs).unref();
    else closeIdle();
    void stopAccepting(server)
      .then(() => clearInterval(idle))
      .then(() => jobs.stop())
      .then(() => stopSearchLog())
      .then(() => stopChangeFeed())
      .then(() => database.close())
      .then(
        () => exit(0, () => logger.info("stopped")),
        (error) => exit(1, () => logger.error({ err: error }, "shutdown failed")),
      );
    logger.info({ signal }, "shutting down");
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  reduceMemoryWhenIdle((report) => logger.info(report, "memory given back while quiet"));
  if (cluster.isWorker) {
    process.on("message", (message: unknown) => {
      if (isRetire(message)) shutdown("retired", RETIRE_IDLE_GRACE_MS);
    });
    watchWorkerMemory(env, (message) => process.send?.(message));
  }
}
