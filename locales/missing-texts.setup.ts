import { afterEach, expect } from "vitest";
import { onMissingText } from "./translate";

// Every test fails when code asked for a text that no catalogue has (issue 37): a user would have seen the bare key.
const misses = new Set<string>();
onMissingText((key, locale) => misses.add(`${locale}: ${key}`));

afterEach(() => {
  const found = [...misses];
  misses.clear();
  expect(found, "texts asked for that no catalogue has").toEqual([]);
});
