import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { ACCESSIBILITY_FIGURES } from "../../contract/accessibility-figures";
import { DEFAULT_RETENTION_MONTHS } from "../../contract/forms";
import { TOKEN_LIFESPAN_MS } from "../../server/modules/identity/auth-tokens.service";
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

describe("the pages every site has (decision 33)", () => {
  it("the accessibility statement: the centre's text, the checks' figures from their one file, and its contact", async () => {
    const { status, screen } = await screens.open("/nl/toegankelijkheid");
    expect(status).toBe(200);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Toegankelijkheid");
    expect(screen.getByRole("heading", { level: 2, name: "Nalevingsstatus" })).toBeTruthy();
    const figures = within(screen.getByTestId("accessibility-figures"));
    expect(figures.getByText(new RegExp(`axe-core ${ACCESSIBILITY_FIGURES.axe.version.replaceAll(".", "\\.")} `))).toBeTruthy();
    const lighthouse = ACCESSIBILITY_FIGURES.lighthouse;
    if (lighthouse)
      for (const score of lighthouse.scores)
        expect(figures.getAllByText(new RegExp(`: ${score.accessibility} van 100$`)).length).toBeGreaterThan(0);
    else expect(figures.getByText("Lighthouse heeft deze versie nog niet gemeten.")).toBeTruthy();
    expect(figures.getByRole("heading", { name: "Een probleem melden" })).toBeTruthy();
    expect(figures.getByRole("link", { name: "info@vrijwilligerswerkoldebroek.nl" }).getAttribute("href")).toBe(
      "mailto:info@vrijwilligerswerkoldebroek.nl",
    );
  });

  it("'Privacy en je gegevens': the terms as the settings are, in the page's language, linked from every footer", async () => {
    const { status, screen } = await screens.open("/nl/privacy-en-je-gegevens");
    expect(status).toBe(200);
    const terms = within(screen.getByTestId("retention-periods"));
    const termOf = (subject: string) => terms.getByText(subject).closest("div")?.querySelector("dd span")?.textContent;
    expect(termOf("Ingelogd blijven")).toBe(`${TOKEN_LIFESPAN_MS / 86_400_000} dagen`);
    expect(termOf("Je account en profiel")).toBe("Tot je je account verwijdert");
    expect(termOf("Antwoorden op andere formulieren")).toBe(`${DEFAULT_RETENTION_MONTHS} maanden`);
    expect(termOf("Je reacties op vacatures")).toBe("Geen vaste bewaartermijn");
    expect(terms.getByText("Vragen over je gegevens? Neem contact op met Vrijwilligerscentrale Oldebroek")).toBeTruthy();

    const english = await screens.open("/en/privacy-en-je-gegevens", { tenant: "public" });
    expect(english.screen.getByRole("heading", { level: 1 }).textContent).toBe("Privacy and your data");
    expect(within(english.screen.getByTestId("retention-periods")).getByText("Staying signed in")).toBeTruthy();

    // Every site's footer leads to both, whatever its menu holds.
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByRole("link", { name: "Toegankelijkheid" }).getAttribute("href")).toBe("/nl/toegankelijkheid");
    expect(footer.getByRole("link", { name: "Privacy en je gegevens" }).getAttribute("href")).toBe("/nl/privacy-en-je-gegevens");
    const meedoen = within((await screens.open("/en/vacancies/search", { tenant: "meedoen" })).screen.getByRole("contentinfo"));
    expect(meedoen.getByRole("link", { name: "Accessibility" }).getAttribute("href")).toBe("/en/toegankelijkheid");
  });
});
