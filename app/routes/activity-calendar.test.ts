import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

describe("the activity calendar", () => {
  it("is the 404 page in the page's language on a site without activities (meedoen)", async () => {
    for (const [path, heading] of [
      ["/nl/activiteitenkalender", "Pagina niet gevonden"],
      ["/en/activiteitenkalender", "Page not found"],
    ] as const) {
      const { status, screen } = await screens.open(path, { tenant: "meedoen" });
      expect(status, path).toBe(404);
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(heading);
    }
  });
});
