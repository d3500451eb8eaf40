import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

describe("the activity overview", () => {
  it("sends a visitor to sign in with the way back, filters and all", async () => {
    const path = "/nl/activiteitenkalender/overzicht?status=draft";
    const { status, location } = await screens.open(path, { tenant: "demo" });
    expect(status).toBe(302);
    expect(location).toBe(`/nl/auth/login-1?redirectTo=${encodeURIComponent(path)}`);
  });

  it("is the 403 page for a volunteer; its CSV export opened as a page leads there", async () => {
    const overview = await screens.open("/nl/activiteitenkalender/overzicht", { as: "volunteer", tenant: "demo" });
    expect(overview.status).toBe(403);
    expect(overview.screen.getByRole("heading", { level: 1 }).textContent).toBe("Toegang geweigerd");
    const csv = await screens.open("/nl/activiteitenkalender/overzicht/export", { as: "volunteer", tenant: "demo" });
    expect(csv.status).toBe(302);
    expect(csv.location).toBe("/nl/activiteitenkalender/overzicht");
  });
});
