import { describe, expect, it } from "vitest";
import { buildOpenVacancy } from "../../server/modules/applications/applications.factory";
import { createApplication } from "../../server/modules/applications/applications.service";
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
