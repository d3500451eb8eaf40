import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTenant } from "../../server/db/client";
import { buildOpenVacancy } from "../../server/modules/applications/applications.factory";
import { applications } from "../../server/modules/applications/applications.table";
import { createOrganization } from "../../server/modules/organizations/organizations.service";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

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
    // The demo seed's organization with half a year of answered applications (response-times.seed.ts).
    const [seeded] = await withTenant(db, "oldebroek", (tx) =>
      tx
        .select({ vacancyId: applications.vacancyId })
        .from(applications)
        .where(eq(applications.tenantId, "oldebroek"))
        .orderBy(asc(applications.id))
        .limit(1),
    );
    const known = await screens.open(`/nl/vacancies/${seeded.vacancyId}`);
    expect(known.document.body.textContent).toMatch(/Reageert meestal binnen \d+ dag(en)?/);
    const english = await screens.open(`/en/vacancies/${seeded.vacancyId}`);
    expect(english.document.body.textContent).toMatch(/Usually responds within \d+ days?/);
    // A vacancy page stays without scripts for visitors: the figure is in the HTML.
    expect(known.document.querySelector('script[type="module"]')).toBeNull();

    const { centerId } = await buildOpenVacancy(db, "roermond", "Voedselbank Roermond");
    await createOrganization(db, "roermond", { centerId, type: "NonProfit", name: "Stichting Nieuw Begin", status: "approved" });
    const fresh = await buildOpenVacancy(db, "roermond", "Stichting Nieuw Begin", { title: "Nog geen cijfers" });
    const unknown = await screens.open(`/nl/vacancies/${fresh.id}`, { tenant: "roermond" });
    expect(unknown.status).toBe(200);
    expect(unknown.document.body.textContent).not.toContain("Reageert meestal");
  });
});
