import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTenant } from "../../server/db/client";
import { createApplication } from "../../server/modules/applications/applications.service";
import { applications } from "../../server/modules/applications/applications.table";
import { createOrganization } from "../../server/modules/organizations/organizations.service";
import { buildOpenVacancy } from "../../server/modules/vacancies/vacancies.factory";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();
const DAY = 24 * 3600_000;

describe("the vacancy page", () => {
  it("is the 404 page for a draft, an unknown or nonsense id and another tenant's vacancy", async () => {
    const db = screens.app().db;
    const draft = await buildOpenVacancy(db, "oldebroek", "Voedselbank Oldebroek", { status: "draft" });
    const published = await buildOpenVacancy(db, "oldebroek", "Voedselbank Oldebroek", { title: "Soep koken" });
    expect((await screens.open(`/nl/vacancies/${published.id}`)).status).toBe(200);
    for (const [tenant, path] of [
      ["oldebroek", `/nl/vacancies/${draft.id}`],
      ["oldebroek", "/nl/vacancies/999999"],
      ["oldebroek", "/nl/vacancies/abc"],
      // Beyond PostgreSQL's integer: a 404 like any unknown id, not a 500.
      ["oldebroek", "/nl/vacancies/2147483648"],
      ["roermond", `/nl/vacancies/${published.id}`],
    ]) {
      const { status, screen, document } = await screens.open(path, { tenant });
      expect(status, `${tenant} ${path}`).toBe(404);
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Pagina niet gevonden");
      expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    }
  });

  it("says how quickly the organization usually responds once it has answered five applications in a year", async () => {
    const db = screens.app().db;
    const { centerId } = await buildOpenVacancy(db, "roermond", "Voedselbank Roermond");
    await createOrganization(db, "roermond", { centerId, type: "NonProfit", name: "Stichting Vlot", status: "approved" });
    const vacancy = await buildOpenVacancy(db, "roermond", "Stichting Vlot", { title: "Vlot geholpen" });
    const page = (path: string) => screens.open(path, { tenant: "roermond" });

    // Five applications of last month, each answered after a day and a half.
    for (let i = 0; i < 5; i++) {
      const { id } = await createApplication(db, "roermond", {
        vacancyId: vacancy.id,
        userId: null,
        firstName: "Vera",
        lastName: `Vlot ${i}`,
        email: `vlot-${i}@example.test`,
        phoneNumber: null,
        message: null,
      });
      const createdAt = new Date(Date.now() - 30 * DAY);
      await withTenant(db, "roermond", (tx) =>
        tx
          .update(applications)
          .set({ createdAt, firstRespondedAt: new Date(createdAt.getTime() + 1.5 * DAY) })
          .where(eq(applications.id, id)),
      );
    }
    const known = await page(`/nl/vacancies/${vacancy.id}`);
    expect(known.screen.getByText("Reageert meestal binnen 2 dagen")).toBeTruthy();
    // Without scripts for visitors still: the figure is in the page's HTML.
    expect(known.document.querySelector('script[type="module"]')).toBeNull();
    expect((await page(`/en/vacancies/${vacancy.id}`)).screen.getByText("Usually responds within 2 days")).toBeTruthy();

    // Too few data: nothing said (the page is kept a few seconds, so another organization's vacancy shows it).
    await createOrganization(db, "roermond", { centerId, type: "NonProfit", name: "Stichting Nieuw", status: "approved" });
    const fresh = await buildOpenVacancy(db, "roermond", "Stichting Nieuw", { title: "Nog geen cijfers" });
    const unknown = await page(`/nl/vacancies/${fresh.id}`);
    expect(unknown.status).toBe(200);
    expect(unknown.document.body.textContent).not.toContain("Reageert meestal");
  });
});
