import { describe, expect, it } from "vitest";
import { AppError } from "../app-error";
import { translatorFor } from "../i18n";
import { ADMIN_MAX_PAGE_SIZE, parseJsonApiQuery, type QuerySpec } from "./query";

const spec: QuerySpec = {
  includes: ["organization", "organization.profile", "roles"],
  fields: { vacancies: ["title", "starts_at", "organization"], organizations: ["name"] },
  filters: ["organization_id_eq", "with_role", "title_cont"],
  sorts: ["created_at", "title"],
};

const parse = (query: string, querySpec = spec, locale: "nl" | "en" = "en") =>
  parseJsonApiQuery(new URL(`http://localhost/api/v1/vacancies${query}`), querySpec, translatorFor(locale));

function failure(query: string, querySpec = spec, locale: "nl" | "en" = "en"): AppError {
  try {
    parse(query, querySpec, locale);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error(`expected ${query} to be refused`);
}

function expectInvalid(query: string, parameter: string, detail?: RegExp) {
  const error = failure(query);
  expect(error.status).toBe(400);
  expect(error.code).toBe("invalid_query");
  expect(error.details).toHaveLength(1);
  expect(error.details[0].source).toEqual({ parameter });
  if (detail) expect(error.details[0].detail).toMatch(detail);
}

describe("parseJsonApiQuery", () => {
  it("has defaults without parameters: nothing included, page 1 of 25", () => {
    const parsed = parse("");
    expect(parsed.include.size).toBe(0);
    expect(parsed.fields).toEqual({});
    expect(parsed.filter).toEqual({});
    expect(parsed.page).toEqual({ number: 1, size: 25 });
    expect(parsed.sort).toEqual([]);
  });

  it("accepts allowed include paths, also nested ones", () => {
    expect([...parse("?include=organization.profile, roles").include]).toEqual(["organization.profile", "roles"]);
  });

  it("refuses an unknown include with the parameter named", () => {
    expectInvalid(
      "?include=organization,secrets",
      "include",
      /'secrets' cannot be included\. Allowed: organization, organization\.profile, roles/,
    );
    expectInvalid("?include=profile", "include");
  });

  it("says it in Dutch too", () => {
    expect(failure("?include=secrets", spec, "nl").message).toBe(
      "'secrets' kan niet worden meegeladen. Toegestaan: organization, organization.profile, roles.",
    );
  });

  it("parses sparse fieldsets into camelCase names per type", () => {
    const parsed = parse("?fields[vacancies]=title,starts_at&fields[organizations]=name");
    expect(parsed.fields).toEqual({ vacancies: new Set(["title", "startsAt"]), organizations: new Set(["name"]) });
  });

  it("refuses unknown fields and fields of unknown types", () => {
    expectInvalid(
      "?fields[vacancies]=title,password_digest",
      "fields[vacancies]",
      /'password_digest' does not exist on 'vacancies'/,
    );
    expectInvalid("?fields[users]=name", "fields[users]");
  });

  it("keeps allowed filters by their ransack name and refuses others", () => {
    expect(parse("?filter[organization_id_eq]=12&filter[with_role]=admin").filter).toEqual({
      organization_id_eq: "12",
      with_role: "admin",
    });
    expectInvalid("?filter[tenant_id_eq]=demo", "filter[tenant_id_eq]", /Cannot filter by 'tenant_id_eq'/);
  });

  it("reads page number and size within bounds", () => {
    expect(parse("?page[number]=3&page[size]=100").page).toEqual({ number: 3, size: 100 });
    expect(parse("?page[size]=1").page.size).toBe(1);
  });

  it.each(["0", "101", "-5", "2.5", "ten", ""])("refuses page[size]=%s (max 100)", (size) => {
    expectInvalid(`?page[size]=${size}`, "page[size]", /between 1 and 100/);
  });

  it("refuses a page number below 1 and unknown page members", () => {
    expectInvalid("?page[number]=0", "page[number]");
    expectInvalid("?page[offset]=10", "page[offset]");
  });

  it("allows admin lists up to 1000 per page and no more", () => {
    const admin = { ...spec, maxPageSize: ADMIN_MAX_PAGE_SIZE };
    expect(ADMIN_MAX_PAGE_SIZE).toBe(1000);
    expect(parse("?page[size]=1000", admin).page.size).toBe(1000);
    expect(failure("?page[size]=1001", admin).details[0].source).toEqual({ parameter: "page[size]" });
  });

  it("uses a resource's own default page size", () => {
    expect(parse("", { ...spec, defaultPageSize: 10 }).page.size).toBe(10);
  });

  it("reads sort fields in order, '-' meaning descending", () => {
    expect(parse("?sort=-created_at,title").sort).toEqual([
      { field: "created_at", direction: "desc" },
      { field: "title", direction: "asc" },
    ]);
  });

  it("refuses sorting by an unknown field", () => {
    expectInvalid("?sort=-salary", "sort", /Cannot sort by 'salary'/);
  });

  it("ignores parameters outside the JSON:API families", () => {
    expect(parse("?utm_source=newsletter&locale=en").page.size).toBe(25);
  });
});
