import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

describe("person-to-person help", () => {
  it("is the 404 page on a tenant without it", async () => {
    const { status, screen } = await screens.open("/nl/een-op-een-hulp", { tenant: "roermond" });
    expect(status).toBe(404);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Pagina niet gevonden");
  });
});
