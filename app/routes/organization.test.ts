import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTenant } from "../../server/db/client";
import { organizations } from "../../server/modules/organizations/organizations.table";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

describe("an organization's page", () => {
  it("is public once approved, in the page's language; an unknown or out-of-range id is the 404 page", async () => {
    const [foodBank] = await withTenant(screens.app().db, "roermond", (tx) =>
      tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.tenantId, "roermond"), eq(organizations.name, "Voedselbank Roermond"))),
    );
    const { status, screen, document } = await screens.open(`/en/organizations/${foodBank.id}`, { tenant: "roermond" });
    expect(status).toBe(200);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Voedselbank Roermond");
    expect(document.title).toBe("Voedselbank Roermond - Vrijwilligerswerk Roermond");
    expect(screen.getByText("Non-profit organisation")).toBeTruthy();
    // Its vacancies as feeds, in the page's language, for a partner's site or a feed reader.
    const feeds = [...document.querySelectorAll('head link[rel="alternate"]')].map((link) => link.getAttribute("href"));
    expect(feeds).toEqual([
      `/feeds/vacancies.json?organization_id=${foodBank.id}&lang=en`,
      `/feeds/vacancies.xml?organization_id=${foodBank.id}&lang=en`,
    ]);
    for (const unknown of ["999999", "2147483648"]) {
      expect((await screens.open(`/nl/organizations/${unknown}`, { tenant: "roermond" })).status, unknown).toBe(404);
    }
  });
});
