import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTenant } from "../../server/db/client";
import { organizations } from "../../server/modules/organizations/organizations.table";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

describe("an organization on the social map", () => {
  it("is the 404 page for an organization that chose not to be on the map, or an unknown one", async () => {
    // The school is approved (visitors see it under /organizations) but keeps itself off the social map.
    const [school] = await withTenant(screens.app().db, "public", (tx) =>
      tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.tenantId, "public"), eq(organizations.name, "Basisschool De Regenboog"))),
    );
    expect(school).toBeDefined();
    for (const id of [school.id, 999999]) {
      const { status, screen } = await screens.open(`/nl/sociale-kaart/${id}`, { tenant: "public" });
      expect(status, String(id)).toBe(404);
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Pagina niet gevonden");
    }
  });
});
