import { describe, expect, it } from "vitest";
import { vacancySearchFilterShape } from "./vacancy-search";
import { VACANCY_SEARCH_FILTERS } from "./vacancy-search-filters";

describe("the vacancy bank's filter names", () => {
  it("are the schema's filters, in its order", () => {
    expect(VACANCY_SEARCH_FILTERS).toEqual(Object.keys(vacancySearchFilterShape));
  });
});
