import { describe, expect, it } from "vitest";
import { demoUserId } from "../../server/modules/applications/applications.fixtures";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

describe("user administration", () => {
  for (const role of ["volunteer", "organization_superuser"] as const) {
    it(`is the 403 page on every screen for a ${role}, with no form to send`, async () => {
      const own = await demoUserId(screens.app(), role);
      for (const path of [
        "/nl/users/add",
        `/nl/users/${own}/edit`,
        `/nl/users/${own}/add_role`,
        "/nl/users/1/edit",
        "/nl/users/1/add_role",
      ]) {
        const { status, screen, document } = await screens.open(path, { as: role });
        expect(status, path).toBe(403);
        expect(screen.getByRole("heading", { level: 1 }).textContent, path).toBe("Toegang geweigerd");
        expect(document.querySelectorAll("form[method=post]"), path).toHaveLength(0);
      }
      const list = await screens.open("/nl/users", { as: role });
      expect(list.screen.queryByRole("link", { name: "Gebruiker toevoegen" })).toBeNull();
    });
  }

  it("sends a visitor to sign in, with the way back", async () => {
    for (const path of ["/nl/users/1/edit", "/nl/users/1/add_role", "/nl/users/add"]) {
      const { status, location } = await screens.open(path);
      expect(status, path).toBe(302);
      expect(location, path).toBe(`/nl/auth/login-1?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("opens the add screen for the centre's superuser", async () => {
    const { status, screen } = await screens.open("/nl/users/add", { as: "center_superuser" });
    expect(status).toBe(200);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Gebruiker toevoegen");
  });
});
