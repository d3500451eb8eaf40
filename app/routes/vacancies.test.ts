import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

describe("the vacancy back office", () => {
  it("is the 403 page for a volunteer, the list and the add screen alike", async () => {
    for (const path of ["/nl/vacancies", "/nl/vacancies/add"]) {
      const { status, screen } = await screens.open(path, { as: "volunteer" });
      expect(status, path).toBe(403);
      expect(screen.getByRole("heading", { level: 1 }).textContent, path).toBe("Toegang geweigerd");
    }
  });

  it("offers centre staff the import of vacancies from a spreadsheet, and an organization's own superuser not", async () => {
    const staff = await screens.open("/nl/vacancies", { as: "center_superuser" });
    expect(staff.screen.getByRole("link", { name: "Importeren uit Excel" }).getAttribute("href")).toBe("/nl/import");
    const own = await screens.open("/nl/vacancies", { as: "organization_superuser" });
    expect(own.status).toBe(200);
    expect(own.screen.queryByRole("link", { name: "Importeren uit Excel" })).toBeNull();
  });
});
