import type { Env } from "./env";
import { hostConfigFrom } from "./hosts";

const isLocal = (hostname: string) =>
  hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]";

/**
 * Settings a production start refuses (issue 13, item 6), each with what to change. Sessions are random tokens stored
 * hashed, so there is no secret to forget; what can go wrong is cookies, plain http and the demo accounts. Only the
 * hosts an operator configured count (TENANT_HOST_MAP, PUBLIC_ORIGINS): the built-in demo hosts never do.
 */
export function unsafeProductionSettings(env: Env): string[] {
  if (env.NODE_ENV !== "production") return [];
  const hosts = hostConfigFrom(env);
  // hostConfigFrom has checked each entry; the tenants' entries here are the configured ones, not the defaults.
  const origins = (env.PUBLIC_ORIGINS ?? "")
    .split(",")
    .map((pair) => pair.slice(pair.indexOf("=") + 1).trim())
    .filter((raw) => URL.canParse(raw))
    .map((raw) => new URL(raw).origin);
  const mapped = env.TENANT_HOST_MAP ? Object.keys(hosts.tenantHostMap).filter((host) => !isLocal(host)) : [];
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
  if (env.SEED_DEMO_DATA && publicOrigins.length > 0) {
    problems.push("SEED_DEMO_DATA=true on public hosts: it creates demo accounts with a published password; set it to false");
  }
  if (env.SEED_TEST_VACANCIES && publicOrigins.length > 0) {
    problems.push("SEED_TEST_VACANCIES=true is for the browser tests only; set it to false");
  }
  if (env.TEST_JOB_RUNS && publicOrigins.length > 0) {
    problems.push("TEST_JOB_RUNS=true is for the browser tests only; set it to false");
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
