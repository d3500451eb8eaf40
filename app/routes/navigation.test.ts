import { describe, expect, it } from "vitest";
import type { Role } from "../../contract/identity";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

// Every item of the centre's main menu (submenus included) and of the role's own menu leads to a working screen: no
// 404s, no 403s, no error pages.
const ROLES: Role[] = [
  "admin",
  "center_superuser",
  "content_manager",
  "page_manager",
  "organization_superuser",
  "mentor",
  "student",
  "volunteer",
];

describe("the navigation", () => {
  for (const role of ROLES) {
    it(`opens a working screen from every item a ${role} sees`, async () => {
      const { status, document, screen } = await screens.open("/nl/dashboard", { as: role, tenant: "public" });
      expect(status).toBe(200);
      expect(screen.getAllByRole("navigation", { name: "Jouw menu" })[0].querySelector("a")).not.toBeNull();
      const links = document.querySelectorAll('header nav[aria-label="Hoofdmenu"] a, header nav[aria-label="Jouw menu"] a');
      const paths = [...new Set([...links].map((a) => a.getAttribute("href") ?? ""))];
      for (const path of paths) {
        // Where an item redirects (the settings to their first tab), the screen it ends on, as in a browser.
        const page = await screens.open(path, { as: role, tenant: "public", follow: true });
        expect(page.status, path).toBe(200);
        expect(page.screen.getByRole("heading", { level: 1 }), path).toBeTruthy();
      }
      // It opens every screen of the role's menus (up to 30), one after another: a loaded machine needs minutes.
    }, 180_000);
  }
});
