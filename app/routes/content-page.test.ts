import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

describe("a content page", () => {
  it("shows its title, its text and its links, under its own address", async () => {
    const { status, screen, document } = await screens.open("/nl/over-ons");
    expect(status).toBe(200);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Over Vrijwilligerscentrale Oldebroek");
    expect(document.title).toBe("Over Vrijwilligerscentrale Oldebroek - Vrijwilligerscentrale Oldebroek");
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/\/nl\/over-ons$/);
    const link = within(screen.getByRole("main")).getByRole("link", { name: "workshops" }).getAttribute("href") ?? "";
    const linked = await screens.open(link, { follow: true });
    expect(linked.screen.getByRole("heading", { level: 1 }).textContent).toBe("Workshops en trainingen");
  });

  it("is the 404 page for an unknown slug", async () => {
    const { status, screen } = await screens.open("/nl/bestaat-niet");
    expect(status).toBe(404);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Pagina niet gevonden");
  });
});
