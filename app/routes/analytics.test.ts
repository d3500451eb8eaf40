import { describe, expect, it } from "vitest";
import { createApplication } from "../../server/modules/applications/applications.service";
import { buildOpenVacancy } from "../../server/modules/vacancies/vacancies.factory";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

describe("the analytics screen", () => {
  it("shows the response times per organization, with their CSV download", async () => {
    const db = screens.app().db;
    const vacancy = await buildOpenVacancy(db, "oldebroek", "Voedselbank Oldebroek");
    await createApplication(db, "oldebroek", {
      vacancyId: vacancy.id,
      userId: null,
      firstName: "Olga",
      lastName: "Open",
      email: "olga@example.test",
      phoneNumber: null,
      message: null,
    });
    const { status, screen, document } = await screens.open("/nl/analytics", { as: "center_superuser" });
    expect(status).toBe(200);
    expect(screen.getByRole("heading", { name: /^Reactietijd per organisatie/ })).toBeTruthy();
    const table = document.querySelector('[data-testid="response-times-table"]');
    expect([...(table?.querySelectorAll("th") ?? [])].map((th) => th.textContent)).toEqual([
      "Organisatie",
      "Aanmeldingen",
      "Mediaan",
      "Op tijd beantwoord",
      "Open zonder reactie",
    ]);
    expect(table?.querySelector("tbody tr")?.textContent).toContain("Voedselbank Oldebroek");
    expect(document.querySelector('[data-testid="response-times-csv"]')?.getAttribute("href")).toContain("tabel=response_times");
  });
});

// Moved from e2e/analytics-screens.spec.ts: who sees which figures and choices is what the server renders.
describe("the analytics screen by role", () => {
  it("an organization superuser sees his own organization, not the search words", async () => {
    const { status, screen, document } = await screens.open("/nl/analytics", { as: "organization_superuser", tenant: "public" });
    expect(status).toBe(200);
    expect(screen.getByText(/alleen voor medewerkers van de centrale/i)).toBeTruthy();
    expect(document.querySelectorAll('[data-testid="search-terms-table"]')).toHaveLength(0);
  });

  it("centre staff have no choice of centre", async () => {
    const { status, screen } = await screens.open("/nl/analytics", { as: "center_superuser", tenant: "public" });
    expect(status).toBe(200);
    expect(screen.getByRole("heading", { name: "Analyse", level: 1 })).toBeTruthy();
    expect(screen.queryAllByRole("combobox", { name: "Centrale" })).toHaveLength(0);
  });
});
