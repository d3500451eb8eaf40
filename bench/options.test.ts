import { describe, expect, it } from "vitest";
import { parseGeneratorArgs } from "./generate-vacancies";
import { parseOptions, SCENARIOS } from "./options";

describe("bench options", () => {
  it("runs every scenario by default, the one-tenant search and Lighthouse included", () => {
    const options = parseOptions([]);
    expect(options.scenarios).toEqual([...SCENARIOS]);
    expect(options.scenarios).toEqual(expect.arrayContaining(["search-one-tenant", "lighthouse"]));
  });

  it("has the many-tenants scenario, alone with --only=tenants (issue 39)", () => {
    expect(parseOptions([]).scenarios).toContain("tenants");
    expect(parseOptions(["--only=tenants"]).scenarios).toEqual(["tenants"]);
  });

  it("picks the new scenarios alone with --only", () => {
    expect(parseOptions(["--only=search-one-tenant,lighthouse", "--scale=10000"])).toMatchObject({
      scenarios: ["search-one-tenant", "lighthouse"],
      scale: 10_000,
    });
  });

  it("offers the overload for the target's 600 s unless --overload-seconds says a shorter run (issue 42)", () => {
    expect(parseOptions([]).overloadSeconds).toBe(600);
    expect(parseOptions(["--only=overload", "--overload-seconds=60"])).toMatchObject({ overloadSeconds: 60 });
  });
});

describe("generator options", () => {
  it("puts the vacancies of --one-tenant in their own database", () => {
    expect(parseGeneratorArgs(["--one-tenant=oldebroek", "--scale=10000"])).toEqual({
      scale: 10_000,
      url: "postgres://postgres@127.0.0.1:5432/bench_vacancies_one_tenant",
      oneTenant: "oldebroek",
    });
  });

  it("keeps the spread layout's database without it, and an explicit --url either way", () => {
    expect(parseGeneratorArgs([])).toEqual({
      scale: 100_000,
      url: "postgres://postgres@127.0.0.1:5432/bench_vacancies",
      oneTenant: undefined,
    });
    expect(parseGeneratorArgs(["--one-tenant=public", "--url=postgres://h/x"])?.url).toBe("postgres://h/x");
  });

  it("refuses a tenant that does not exist and unknown arguments", () => {
    expect(parseGeneratorArgs(["--one-tenant=utrecht"])).toBeNull();
    expect(parseGeneratorArgs(["--layout=one-tenant"])).toBeNull();
  });
});
