import { describe, expect, it } from "vitest";
import { bankReturnOf } from "./bank-return";

const ORIGIN = "https://oldebroek.example";

describe("bankReturnOf", () => {
  it("keeps a bank's path and query, relative or absolute on this site", () => {
    expect(bankReturnOf("/nl/vacancies/search?q=tuin&remote=true", ORIGIN)).toBe("/nl/vacancies/search?q=tuin&remote=true");
    expect(bankReturnOf(`${ORIGIN}/en/een-op-een-hulp?help_kind=offer#x`, ORIGIN)).toBe("/en/een-op-een-hulp?help_kind=offer");
    expect(bankReturnOf("/vacancies/search", ORIGIN)).toBe("/vacancies/search");
  });

  it("refuses other sites, other pages and non-strings", () => {
    expect(bankReturnOf("https://evil.example/nl/vacancies/search", ORIGIN)).toBeNull();
    expect(bankReturnOf("//evil.example/nl/vacancies/search", ORIGIN)).toBeNull();
    expect(bankReturnOf("/nl/vacancies/12", ORIGIN)).toBeNull();
    expect(bankReturnOf("/nl/auth/login-1", ORIGIN)).toBeNull();
    expect(bankReturnOf(undefined, ORIGIN)).toBeNull();
    expect(bankReturnOf({ bankSearch: "/nl/vacancies/search" }, ORIGIN)).toBeNull();
  });
});
