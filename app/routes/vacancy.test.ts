import { describe, expect, it } from "vitest";
import { buildOpenVacancy } from "../../server/modules/applications/applications.factory";
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
});
