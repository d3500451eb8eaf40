import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();
const ADMIN = { as: "admin" } as const;
const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;

/** A CSV export's rows (semicolons, quoted cells; the demo's have no line breaks), without its header. */
const rowsOf = (csv = "") =>
  csv
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(";").map((cell) => cell.replace(/^"|"$/g, "")));

/** A list screen and its export for the same address. */
async function listAndExport(list: string, query: string) {
  const shown = await screens.open(`/nl/${list}${query}`, ADMIN);
  const file = await screens.open(`/nl/${list}/export${query}`, ADMIN);
  expect(file.status, query).toBe(200);
  expect(file.download?.type, query).toMatch(/^text\/csv/);
  return { shown: shown.document, rows: rowsOf(file.download?.text) };
}

describe("a list's export holds what the list shows with the same filters", () => {
  it("users: search, role and status; an unknown role filters nothing, as on the screen", async () => {
    for (const query of ["?role=organization_superuser", "?q=oldebroek&status=active", "?role=nonsense&q=organisatie"]) {
      const { shown, rows } = await listAndExport("users", query);
      const listed = [...shown.querySelectorAll('[data-testid="users-list"] p')]
        .map((element) => element.textContent ?? "")
        .filter((text) => EMAIL.test(text));
      expect(listed.length, query).toBeGreaterThan(0);
      expect(rows.map((row) => row[3]).sort(), query).toEqual(listed.sort());
    }
  });

  it("organizations: search, type and status", async () => {
    for (const query of ["?type=NonProfit&format=csv", "?q=oldebroek&status=active&format=csv", "?type=nonsense&format=csv"]) {
      const { shown, rows } = await listAndExport("organizations", query);
      const listed = [...shown.querySelectorAll('[data-testid="organizations-list"] a[href^="/nl/organizations/"]')]
        .map((link) => link.getAttribute("href")?.split("/")[3] ?? "")
        .filter((id) => /^\d+$/.test(id));
      expect(listed.length, query).toBeGreaterThan(0);
      expect(rows.map((row) => row[0]).sort(), query).toEqual([...new Set(listed)].sort());
    }
  });

  it("applications: a hand-edited vacancy, status or date is left out, as on the screen, not an error", async () => {
    const { shown } = await listAndExport("applications", "?vacancy=abc&status=nieuw&from=gisteren&to=2026-02-30");
    expect(shown.querySelector("h1")?.textContent).toBe("Aanmeldingen");
  });
});
