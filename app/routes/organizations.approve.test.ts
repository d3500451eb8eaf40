import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

describe("the organizations' approval queue", () => {
  it("is for centre staff: a mentor or content manager gets the 403 page, without the queue", async () => {
    for (const role of ["mentor", "content_manager"] as const) {
      const { status, screen, document } = await screens.open("/nl/organizations/approve", { as: role, tenant: "meedoen" });
      expect(status, role).toBe(403);
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Toegang geweigerd");
      expect(document.querySelectorAll('[data-testid="pending-organization"]')).toHaveLength(0);
    }
  });
});
