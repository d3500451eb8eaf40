import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { createApp } from "../app";
import { type AppConfig, BASE_CONFIG_LAYER, resolveAppConfig, SITE_CONFIG_LAYER } from "../config/app-config";
import { readEnv } from "../config/env";
import { hostConfigFrom, publicOriginOf } from "../config/hosts";
import { parseSecretKeys, type SecretKeys } from "../config/secret-keys";
import type { DatabaseHandle } from "../db/client";
import { proxyTrust } from "../http/client-address";
import type { AppDependencies } from "../http/types";
import { createJobQueue } from "../jobs/queue";
import { registerMailJobs } from "../mail/mail-jobs";
import { createMailer } from "../mail/mailer";
import { registerTemplatedMailJobs } from "../mail/templates/templated-mail.service";
import { registerConversationJobs } from "../modules/conversations/conversation-mails";
import { seedTestOperatorDevice } from "../modules/identity/identity.seed";
import { registerIdentityJobs } from "../modules/identity/identity-jobs";
import { sealStoredSecrets } from "../modules/identity/secret-sealing.service";
import { registerImportCheckJob } from "../modules/imports/import-check-job";
import { registerImportJobs } from "../modules/imports/import-run.service";
import { rememberingReports } from "../modules/monitoring/reported-requests";
import { registerOrganizationJobs } from "../modules/organizations/organization-jobs";
import { registerPageJobs } from "../modules/pages/page-jobs";
import { registerPlatformJobs } from "../modules/platform/platform-jobs";
import { tenantRegistry } from "../modules/tenancy/tenants.service";
import { registerWebhookJobs } from "../modules/webhooks/webhook-jobs";
import { seedDemoData } from "../seed/seed";
import type { FileStorage } from "../storage/file-storage";
import { createLocalFolderStorage } from "../storage/local-folder-storage";
import type { SsrOptions } from "../web/ssr";
import { createTestDatabase, openSeededTestDatabase } from "./test-database";

export const DEFAULT_TEST_HOST = "oldebroek.localhost:3000";

/** The test apps' ENCRYPTION_KEYS: one fixed key, so a database seeded by another process opens too. */
export const TEST_SECRET_KEYS = parseSecretKeys(`test=${Buffer.alloc(32, "test-key").toString("base64")}`);

export interface ReportedError {
  error: unknown;
  context: Record<string, unknown>;
}

export interface TestAppOptions {
  /** Seed the demo centres (default true). */
  seed?: boolean;
  /** Use this database instead of a fresh one; the caller closes it. */
  database?: DatabaseHandle;
  /** Deliver e-mail over SMTP to this URL (a test SMTP server) instead of the outbox. */
  smtpUrl?: string;
  /** Replace the recording reporter, e.g. with the production one around a test logger. */
  reportError?: AppDependencies["reportError"];
  /** A site config layer instead of the shipped one, e.g. with moving organizations switched off. */
  siteConfig?: Partial<AppConfig>;
  /** Serve pages too, from this React Router build (e.g. loaded through Vite). */
  ssr?: SsrOptions;
  /** Keep uploads here (e.g. an S3 bucket) instead of a fresh folder of the test app's own. */
  storage?: FileStorage;
  /** Each centre's media library quota in bytes (default: the 500 MB of MEDIA_QUOTA_MB). */
  mediaQuotaBytes?: number;
  /** Requests an API key may make a minute (default: the 600 of API_KEY_RATE_LIMIT). */
  apiKeyRateLimit?: number;
  /** Mount POST /api/v1/test_job_runs, as TEST_JOB_RUNS=true does for the browser tests. */
  testJobRuns?: boolean;
  /** The installation's keys (ENCRYPTION_KEYS); default TEST_SECRET_KEYS. */
  secretKeys?: SecretKeys;
  /** Let webhooks call a receiver on this machine, as WEBHOOKS_TO_PRIVATE_ADDRESSES=true does. */
  webhooksToPrivateAddresses?: boolean;
}

export interface TestRequestInit extends Omit<RequestInit, "headers" | "body"> {
  headers?: Record<string, string>;
  /** Sent as JSON with the JSON:API media type. */
  json?: unknown;
  /** A FormData body goes as multipart/form-data. */
  body?: string | FormData;
  /** The client's address, as the socket's peer would give it (rate limits); without one it is "unknown". */
  address?: string;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real Hono app (pages only with options.ssr) on a fresh, migrated database, as the API tests use it. */
export async function createTestApp(options: TestAppOptions = {}) {
  // Uploads go to a folder of this test app's own, never the repository's data/.
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "vp-test-uploads-"));
  // The run's seeded copy where it fits: the seed itself, into the test's own storage or database, otherwise.
  const seeded =
    options.seed !== false && !options.database && !options.storage ? await openSeededTestDatabase(uploadsDir) : null;
  const database = options.database ?? seeded ?? (await createTestDatabase());
  const logger = pino({ level: "silent" });
  const reported: ReportedError[] = [];
  // The queue is not started: tests run due jobs themselves with jobs.workDue(), so they know when mail went.
  const jobs = createJobQueue(database.db, logger);
  const mailer = createMailer(database.db, options.smtpUrl, "noreply@vrijwilligersplatform.test");
  const hosts = hostConfigFrom(readEnv({}), await tenantRegistry(database.db));
  registerMailJobs(jobs, mailer, database.db);
  registerTemplatedMailJobs(jobs, database.db, hosts);
  registerIdentityJobs(jobs, database.db);
  registerOrganizationJobs(jobs, database.db);
  registerPageJobs(jobs, database.db);
  registerConversationJobs(jobs, database.db);
  const privateAddresses = options.webhooksToPrivateAddresses === true;
  registerImportJobs(jobs, database.db);
  registerWebhookJobs(jobs, database.db, { privateAddresses }, (tenant) => publicOriginOf(tenant, hosts));
  const storage = options.storage ?? createLocalFolderStorage(uploadsDir);
  registerPlatformJobs(jobs, database.db, storage);
  registerImportCheckJob(jobs, database.db, storage);
  if (options.seed !== false && !seeded) await seedDemoData(database.db, logger, { storage });
  // As a start does: the demo operator's secret, seeded plain, sealed (decision 34).
  const secretKeys = options.secretKeys ?? TEST_SECRET_KEYS;
  await sealStoredSecrets(database.db, secretKeys);
  // As the browser tests' server does: the demo operator's remembered device (TEST_OPERATOR_DEVICE) skips his code.
  if (options.seed !== false) await seedTestOperatorDevice(database.db);
  const deps: AppDependencies = {
    db: database.db,
    jobs,
    hosts,
    appConfig: resolveAppConfig(options.siteConfig ?? SITE_CONFIG_LAYER, BASE_CONFIG_LAYER),
    logger,
    isDev: false,
    secureCookies: "auto",
    secretKeys,
    proxyTrust: proxyTrust(),
    reportError: rememberingReports(database.db, options.reportError ?? ((error, context) => reported.push({ error, context }))),
    storage,
    mediaQuotaBytes: options.mediaQuotaBytes,
    testJobRuns: options.testJobRuns,
    apiKeyRateLimit: options.apiKeyRateLimit,
    webhooksToPrivateAddresses: privateAddresses,
  };
  const app = createApp(deps, { ssr: options.ssr });

  function request(path: string, init: TestRequestInit = {}): Promise<Response> {
    const { headers = {}, json, body, address, ...rest } = init;
    const allHeaders: Record<string, string> = { host: DEFAULT_TEST_HOST, ...headers };
    if (json !== undefined) allHeaders["content-type"] ??= "application/vnd.api+json";
    return Promise.resolve(
      app.request(
        path,
        { ...rest, headers: allHeaders, body: json !== undefined ? JSON.stringify(json) : body },
        address ? { incoming: { socket: { remoteAddress: address } } } : undefined,
      ),
    );
  }

  return {
    app,
    db: database.db,
    database,
    deps,
    reported,
    request,
    jobs,
    uploadsDir,
    close: async () => {
      mailer.close();
      rmSync(uploadsDir, { recursive: true, force: true });
      if (!options.database) await database.close();
    },
  };
}
