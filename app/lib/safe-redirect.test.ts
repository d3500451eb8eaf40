import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

const FALLBACK = "/nl";

describe("safeRedirect", () => {
  it.each([
    ["/nl/profiel", "/nl/profiel"],
    ["/nl/profiel?tab=1#roles", "/nl/profiel?tab=1#roles"],
    ["/en/vacancies/search?q=taal%20maatje&page=2", "/en/vacancies/search?q=taal%20maatje&page=2"],
    ["/nl/vacancies/search?q=100%25", "/nl/vacancies/search?q=100%25"],
    ["/nl/vacancies/search?q=caf%C3%A9", "/nl/vacancies/search?q=caf%C3%A9"],
    ["/profiel", "/profiel"],
    ["/nl/a/../profiel", "/nl/profiel"],
    ["/nl/profiel?next=https://evil.example", "/nl/profiel?next=https://evil.example"],
  ])("keeps a path on this site: %j", (target, expected) => {
    expect(safeRedirect(target, FALLBACK)).toBe(expected);
  });

  it.each([
    // Not a path, or another host.
    null,
    undefined,
    "",
    "nl/profiel",
    "https://evil.example",
    "http://evil.example/nl",
    "HTTPS://evil.example",
    "javascript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example",
    "///evil.example",
    "////evil.example/nl",
    // Backslashes, which browsers read as slashes.
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "/nl\\..\\..\\evil.example",
    // Tabs, newlines and other controls, which browsers drop (or which break the header).
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/nl/profiel\r\nSet-Cookie: a=b",
    "/\u0000/evil.example",
    "/\u007f/evil.example",
    "/\u0085/evil.example",
    // Their encoded forms, once or more.
    "/%09/evil.example",
    "/%0d%0a/evil.example",
    "/%0D%0ASet-Cookie:%20a=b",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%2F%2Fevil.example",
    "/%2fevil.example",
    "%2F%2Fevil.example",
    "/%252F%252Fevil.example",
    "/%25252F%25252Fevil.example",
    "/%2509/evil.example",
    // Dot segments that collapse into '//'.
    "/.//evil.example",
    "/nl/..//evil.example",
  ])("refuses %j", (target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });

  it("refuses a value too long to be one of our addresses", () => {
    expect(safeRedirect(`/nl/${"a".repeat(3000)}`, FALLBACK)).toBe(FALLBACK);
  });
});
