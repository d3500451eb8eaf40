import type { Logger } from "pino";
import type { ContentLocale } from "../../locales/languages";
import type { TFunction } from "../../locales/translate";
import type { AppConfig } from "../config/app-config";
import type { HostConfig } from "../config/hosts";
import type { SecretKeys } from "../config/secret-keys";
import type { Database } from "../db/client";
import type { Geocoder } from "../geo/geocoder";
import type { JobQueue } from "../jobs/queue";
import type { Actor, ActorUser } from "../policy/actor";
import type { FileStorage } from "../storage/file-storage";
import type { ProxyTrust } from "./client-address";

/** What the process hands to the HTTP layer. */
export interface AppDependencies {
  db: Database;
  hosts: HostConfig;
  appConfig: AppConfig;
  logger: Logger;
  isDev: boolean;
  secureCookies: "auto" | "true" | "false";
  reportError: (error: unknown, context: Record<string, unknown>) => void;
  /** The installation's keys for secrets kept encrypted, such as two-step sign-in's (ENCRYPTION_KEYS, decision 34). */
  secretKeys: SecretKeys;
  /** Sign-in attempts allowed per client address in five minutes (SIGN_IN_LIMIT_PER_ADDRESS). */
  signInLimitPerAddress?: number;
  /** Requests a partner's API key may make a minute (API_KEY_RATE_LIMIT); absent, 600. */
  apiKeyRateLimit?: number;
  /** Which peers' X-Forwarded-For to believe (TRUST_PROXY hops, TRUSTED_PROXIES addresses). */
  proxyTrust: ProxyTrust;
  /** The job queue; e-mail and other side effects go through it. */
  jobs: JobQueue;
  /** Postal codes and places to coordinates; without one, the committed gazetteer answers. */
  geocoder?: Geocoder;
  /** MAP_TILE_URL: the vacancy page shows a map only when set. */
  mapTileUrl?: string;
  /** WEBHOOKS_TO_PRIVATE_ADDRESSES (development and tests only): webhooks may call private addresses, over http too. */
  webhooksToPrivateAddresses?: boolean;
  /** TEST_JOB_RUNS (browser tests only): POST /api/v1/test_job_runs runs a recurring job now. */
  testJobRuns?: boolean;
  /** Uploaded files (UPLOADS_DIR). */
  storage: FileStorage;
  /** What each centre's media library may hold, in bytes (MEDIA_QUOTA_MB); absent, the default 500 MB. */
  mediaQuotaBytes?: number;
  /** Load shedding's limits (main.ts: from the settings); absent, nothing is shed and requests time out by default. */
  loadLimits?: LoadLimits;
}

/** Load shedding (load-shedding.ts): the settings MAX_CONCURRENT_REQUESTS ... REQUEST_TIMEOUT_MS. */
export interface LoadLimits {
  /** Requests worked on at once; a page's in-process API calls are part of the page. */
  maxConcurrent: number;
  /** Requests waiting for a place; beyond that a 503 at once. */
  maxQueued: number;
  /** A request that waited this long for a place gets a 503. */
  maxQueueWaitMs: number;
  /** A request read after the event loop has not turned for this long, with a backlog read meanwhile, gets a 503. */
  maxEventLoopDelayMs: number;
  /** After this the request's work is aborted and the client gets a 503. */
  timeoutMs: number;
}

export type AppEnv = {
  Variables: {
    deps: AppDependencies;
    requestId: string;
    log: Logger;
    /** The language stored with what a request makes and its mails go out in; `t` speaks the page's own (a test language too). */
    locale: ContentLocale;
    t: TFunction;
    nonce: string;
    /** Who is asking, for the policy tables; the organizations module fills in the signed-in user's memberships. */
    actor: () => Promise<Actor>;
    /** The signed-in user alone, or null: a gate that admits any signed-in user asks nothing more of the database. */
    actorUser: ActorUser | null;
    /** Aborts when the client goes away or the request times out (load-shedding.ts): work for it stops then. */
    signal: AbortSignal;
    /**
     * Set by a page that other sites may show in a frame (the embeddable vacancy bank): the origins its
     * frame-ancestors names besides our own; every other page keeps 'none' (security-headers.ts).
     */
    frameAncestors?: readonly string[];
    /** Set by the page handler once a page is rendered: until when time alone leaves it as it is (in-process.ts). */
    pageHoldsUntil?: number;
  };
};
