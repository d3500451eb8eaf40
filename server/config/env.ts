import { z } from "zod";
import { parseSecretKeys } from "./secret-keys";
import { parseStorageUrl, StorageUrlError } from "./storage-url";

// Every setting of the process, parsed once; .env.example documents each one.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  /** Uploaded images; default DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().optional(),
  /** Uploaded images in an S3-compatible bucket instead (storage-url.ts); what several machines share. */
  STORAGE_URL: z
    .string()
    .transform((raw, ctx) => {
      try {
        return parseStorageUrl(raw);
      } catch (error) {
        if (!(error instanceof StorageUrlError)) throw error;
        ctx.addIssue({ code: "custom", message: error.message });
        return z.NEVER;
      }
    })
    .optional(),
  DATABASE_URL: z.string().url().optional(),
  /** "id=base64key,...": the installation's keys for secrets kept encrypted (decision 34); the first seals, all open. */
  ENCRYPTION_KEYS: z
    .string()
    .transform((raw, ctx) => {
      try {
        return parseSecretKeys(raw);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Server processes sharing the port; unset: one per core on PostgreSQL, one on PGlite (single-process). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /**
   * Each server process's V8 old space, in MB (with a 32 MB semi-space); 0 keeps V8's limits (a quarter of the
   * machine's memory), which a busy server grows into, with long collections. Limits given to node win.
   */
  HEAP_LIMIT_MB: z.coerce.number().int().min(0).max(65_536).default(384),
  /**
   * With WEB_CONCURRENCY > 1: a worker whose RSS stays above this many MB (two readings WORKER_RSS_CHECK_MS apart) is
   * replaced: the primary starts its successor first, then the worker stops taking connections and finishes its
   * requests (never one in the middle of a request). 0 never replaces one.
   */
  WORKER_RSS_LIMIT_MB: z.coerce.number().int().min(0).max(65_536).default(768),
  /** How often a worker reads its RSS against WORKER_RSS_LIMIT_MB. */
  WORKER_RSS_CHECK_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Connections the kernel holds for the port before they are accepted; beyond it a client's connect waits or fails. */
  LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65_535).default(256),
  /** On SIGTERM, how long requests and running jobs get to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SENTRY_DSN: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.email().default("noreply@vrijwilligersplatform.nl"),
  /** "https://host,...": sites a mail template may link to besides the tenant's own hosts (issue 37). */
  MAIL_LINK_ORIGINS: z.string().optional(),
  DEFAULT_TENANT: z.string().default("public"),
  TENANT_HOST_MAP: z.string().optional(),
  /** "tenant=https://host,host=https://host,...": the base URL of links per tenant, or per (centre) host (decision 7). */
  PUBLIC_ORIGINS: z.string().optional(),
  TENANT_WILDCARD_SUFFIXES: z.string().optional(),
  CENTER_HOST_MAP: z.string().optional(),
  GELDERSE_HANDEN_HOST: z.string().optional(),
  /** The platform operator's host (decision 26): its sign-in and /api/v1/platform; never a tenant's site. */
  OPERATOR_HOST: z
    .string()
    .default("platform.localhost")
    .transform((host) => host.trim().toLowerCase()),
  /** Map tiles for the vacancy page ("https://tile.example/{z}/{x}/{y}.png"); without it a static location block. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https:\/\/[^\s"'<>]+\{z\}[^\s"'<>]*$/)
    .optional(),
  ALLOW_INACTIVE_USERS: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  SEED_DEMO_DATA: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** Browser tests only: an open vacancy with an application (server/seed/test-vacancies.ts). */
  SEED_TEST_VACANCIES: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** How often expiry and the week-ahead reminders run; the browser tests make it seconds to receive a reminder. */
  VACANCY_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** How often the search alerts' sweep looks for alerts that are due (each mails at most once a day or week). */
  VACANCY_ALERT_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** From this time of day (Amsterdam, HH:MM) the search alerts' mails go out; the browser tests send them at any hour. */
  VACANCY_ALERTS_FROM: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .default("07:00"),
  /** Browser tests only: POST /api/v1/test_job_runs lets an admin run a recurring job now (e.g. the alerts' sweep). */
  TEST_JOB_RUNS: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Browser tests only: pages may be in the right-to-left test language /ar-xb (locales/languages.ts reads it). */
  PSEUDO_LOCALE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Development and tests only: webhooks may call private addresses (a receiver on this machine), over http too. */
  WEBHOOKS_TO_PRIVATE_ADDRESSES: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Each centre's media library holds at most this many megabytes. */
  MEDIA_QUOTA_MB: z.coerce.number().int().min(1).max(1_000_000).default(500),
  SIGN_IN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Requests a partner's API key may make a minute (issue 43). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** How many reverse proxies stand in front (0 = none); "true" means one, as before. */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/)
    .default("0")
    .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v))),
  /** Addresses or CIDR ranges of our own proxies, comma-separated: X-Forwarded-For entries from them are skipped. */
  TRUSTED_PROXIES: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])))
    .default([]),
  SECURE_COOKIES: z.enum(["auto", "true", "false"]).default("auto"),
  /** Requests worked on at once; more wait in a short queue for a short while, beyond it 503 (load shedding). */
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).max(10_000).default(16),
  MAX_QUEUED_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(200),
  MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(300),
  /** A request read after the event loop has been busy this long (with a backlog of requests) is answered 503 at once. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(10).max(60_000).default(250),
  /** A request still in progress after this is aborted and answered 503. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** PDOK Locatieserver "free" endpoint, asked for places the built-in gazetteer does not know; unset = no network. */
  GEOCODER_URL: z.string().url().optional(),
  /** How long a vacancy bank result is fresh in memory; 0 turns the cache off (the benchmark's overhead figure). */
  /** The longest a visitor's page is kept; a write or a closing date ends it sooner (decision 43); 0 = never kept. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
  /** A tenant's in-memory state (bank index, centres, menus) is dropped after this many idle minutes (issue 39). */
  TENANT_IDLE_MINUTES: z.coerce.number().min(0.01).max(1440).default(15),
  /** At most this many tenants' in-memory state per process; the least recently used goes first. */
  TENANT_STATE_MAX: z.coerce.number().int().min(1).max(100_000).default(100),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  return envSchema.parse(cleaned);
}
