import { describe, expect, it } from "vitest";
import { alertFilterParams, vacancyAlertCreateSchema } from "./saved-vacancies";

describe("a search alert's search", () => {
  it("reads the bank page's query as the API's filters, leaving sort, page and the map view out", () => {
    expect(alertFilterParams("?q=soep&themes=care,nature&sort=newest&page=2&view=map").toString()).toBe(
      "filter%5Bq%5D=soep&filter%5Bthemes%5D=care%2Cnature",
    );
    const parsed = vacancyAlertCreateSchema.parse({ email: "a@example.test", frequency: "daily", search: "q=soep&remote=true" });
    expect(parsed.search).toEqual({ q: "soep", remote: true });
    expect(vacancyAlertCreateSchema.parse({ email: "a@example.test", frequency: "weekly" }).search).toEqual({});
  });

  it("refuses a search the bank would refuse", () => {
    for (const search of ["radius_km=5", "themes=geen-thema", "foo=bar"]) {
      expect(vacancyAlertCreateSchema.safeParse({ email: "a@example.test", frequency: "daily", search }).success, search).toBe(
        false,
      );
    }
  });
});
