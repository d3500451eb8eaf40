import type { Env } from "./env";
import { hostMapOf } from "./hosts";

const isLocal = (hostname: string) =>
  hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]";

/**
 * Settings a production start refuses (issue 13, item 6), each with what to change. Sessions are random tokens stored
 * hashed; the one secret to give is ENCRYPTION_KEYS (decision 34); what else can go wrong is cookies, plain http and
 * the demo accounts. Only the
 * hosts the installation's settings name count (TENANT_HOST_MAP, PUBLIC_ORIGINS): the demo tenants' hosts in the
 * tenants' table never do.
 */
export function unsafeProductionSettings(env: Env): string[] {
  if (env.NODE_ENV !== "production") return [];
  // This runs before the database opens: the installation's own settings are what a production start checks.
  const origins = (env.PUBLIC_ORIGINS ?? "")
    .split(",")
    .map((pair) => pair.slice(pair.indexOf("=") + 1).trim())
    .filter((raw) => URL.canParse(raw))
    .map((raw) => new URL(raw).origin);
  const mapped = Object.keys(hostMapOf(env.TENANT_HOST_MAP)).filter((host) => !isLocal(host));
  const publicOrigins = [...new Set([...origins, ...mapped.map((host) => `https://${host}`)])].filter(
    (origin) => !isLocal(new URL(origin).hostname),
  );
  const problems: string[] = [];
  const plain = publicOrigins.filter((origin) => origin.startsWith("http:"));
  if (plain.length > 0) {
    problems.push(`PUBLIC_ORIGINS: ${plain.join(", ")} would carry sign-in cookies over plain http; use https`);
  }
  if (env.SECURE_COOKIES === "false" && publicOrigins.length > 0) {
    problems.push("SECURE_COOKIES=false: session cookies would also go over http; use auto (or true) behind https");
  }
  if (!env.ENCRYPTION_KEYS && publicOrigins.length > 0) {
    problems.push("ENCRYPTION_KEYS is not set: two-step sign-in's secrets need the installation's key; see .env.example");
  }
  if (env.SEED_DEMO_DATA && publicOrigins.length > 0) {
    problems.push("SEED_DEMO_DATA=true on public hosts: it creates demo accounts with a published password; set it to false");
  }
  if (env.SEED_TEST_VACANCIES && publicOrigins.length > 0) {
    problems.push("SEED_TEST_VACANCIES=true is for the browser tests only; set it to false");
  }
  if (env.TEST_JOB_RUNS && publicOrigins.length > 0) {
    problems.push("TEST_JOB_RUNS=true is for the browser tests only; set it to false");
  }
  if (env.PSEUDO_LOCALE && publicOrigins.length > 0) {
    problems.push("PSEUDO_LOCALE=true is for the browser tests only; set it to false");
  }
  return problems;
}

/** Stops a production start with every unsafe setting named (main.ts). */
export function refuseUnsafeProductionSettings(env: Env) {
  const problems = unsafeProductionSettings(env);
  if (problems.length > 0) {
    throw new Error(`Refusing to start with unsafe production settings:\n- ${problems.join("\n- ")}`);
  }
}
