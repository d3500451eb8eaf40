import { describe, expect, it } from "vitest";
import { readEnv } from "./env";
import { refuseUnsafeProductionSettings, unsafeProductionSettings } from "./production-safety";

const PUBLIC = {
  NODE_ENV: "production",
  TENANT_HOST_MAP: "www.vrijwilligerswerkoldebroek.nl=oldebroek",
  PUBLIC_ORIGINS: "oldebroek=https://www.vrijwilligerswerkoldebroek.nl",
  SEED_DEMO_DATA: "false",
  ENCRYPTION_KEYS: "k2026=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
};
const problems = (settings: Record<string, string>) => unsafeProductionSettings(readEnv(settings));

describe("unsafe production settings (issue 13, item 6)", () => {
  it("accepts a public deployment on https with secure cookies and no demo data", () => {
    expect(problems(PUBLIC)).toEqual([]);
    expect(problems({ ...PUBLIC, SECURE_COOKIES: "true" })).toEqual([]);
  });

  it("accepts the local demo as it ships, in production mode too (npm start, the browser tests)", () => {
    expect(problems({ NODE_ENV: "production" })).toEqual([]);
    expect(
      problems({ NODE_ENV: "production", SECURE_COOKIES: "false", SEED_TEST_VACANCIES: "true", TEST_JOB_RUNS: "true" }),
    ).toEqual([]);
    expect(problems({ NODE_ENV: "production", PUBLIC_ORIGINS: "demo=http://demo.localhost:8080" })).toEqual([]);
  });

  it("refuses cookies without Secure behind https", () => {
    expect(problems({ ...PUBLIC, SECURE_COOKIES: "false" })).toEqual([expect.stringContaining("SECURE_COOKIES=false")]);
    // A host map alone means https too (hosts.ts: baseUrlOf).
    expect(
      problems({
        NODE_ENV: "production",
        TENANT_HOST_MAP: "a.example.nl=demo",
        SEED_DEMO_DATA: "false",
        SECURE_COOKIES: "false",
        ENCRYPTION_KEYS: PUBLIC.ENCRYPTION_KEYS,
      }),
    ).toHaveLength(1);
  });

  it("refuses a public origin over plain http", () => {
    expect(problems({ ...PUBLIC, PUBLIC_ORIGINS: "oldebroek=http://www.vrijwilligerswerkoldebroek.nl" })).toEqual([
      expect.stringContaining("http://www.vrijwilligerswerkoldebroek.nl"),
    ]);
  });

  it("refuses demo accounts, test vacancies, test job runs and the test language on public hosts", () => {
    const { SEED_DEMO_DATA: _, ...seeded } = PUBLIC;
    expect(problems(seeded)).toEqual([expect.stringContaining("SEED_DEMO_DATA")]);
    expect(problems({ ...PUBLIC, SEED_TEST_VACANCIES: "true" })).toEqual([expect.stringContaining("SEED_TEST_VACANCIES")]);
    expect(problems({ ...PUBLIC, TEST_JOB_RUNS: "true" })).toEqual([expect.stringContaining("TEST_JOB_RUNS")]);
    expect(problems({ ...PUBLIC, PSEUDO_LOCALE: "true" })).toEqual([expect.stringContaining("PSEUDO_LOCALE")]);
  });

  it("refuses public hosts without the installation's encryption key, and a malformed key at all", () => {
    const { ENCRYPTION_KEYS: _, ...keyless } = PUBLIC;
    expect(problems(keyless)).toEqual([expect.stringContaining("ENCRYPTION_KEYS")]);
    expect(() => readEnv({ ENCRYPTION_KEYS: "k1=c2hvcnQ=" })).toThrow(/key 'k1' is 5 bytes; it must be 32/);
    expect(() => readEnv({ ENCRYPTION_KEYS: "=AAAA" })).toThrow(/is not id=key/);
  });

  it("checks nothing outside production", () => {
    expect(problems({ ...PUBLIC, NODE_ENV: "development", SECURE_COOKIES: "false", SEED_DEMO_DATA: "true" })).toEqual([]);
  });

  it("stops the start naming every problem", () => {
    const env = readEnv({ ...PUBLIC, SECURE_COOKIES: "false", SEED_DEMO_DATA: "true" });
    expect(() => refuseUnsafeProductionSettings(env)).toThrow(/SECURE_COOKIES=false[\s\S]*SEED_DEMO_DATA/);
  });
});
