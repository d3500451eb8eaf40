import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";
import { hostOf, impersonate, sessionCookie, signIn } from "../../server/test/sign-in";

const screens = screensTestApp();
const HOST = hostOf("oldebroek");

describe("the 'Mijn gegevens' screen", () => {
  it("is reached from the profile and offers the readable page and the JSON file as plain links", async () => {
    const profile = await screens.open("/nl/profiel", { as: "volunteer" });
    expect(profile.screen.getByRole("link", { name: "Mijn gegevens" }).getAttribute("href")).toBe("/nl/profiel/mijn-gegevens");

    const { status, screen, document } = await screens.open("/nl/profiel/mijn-gegevens", { as: "volunteer" });
    expect(status).toBe(200);
    expect(document.title).toMatch(/^Mijn gegevens - /);
    expect(screen.getByRole("heading", { level: 1, name: "Mijn gegevens" })).toBeTruthy();
    expect(screen.getByText(/artikel 15 van de AVG/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Leesbare pagina/ }).getAttribute("href")).toBe(
      "/nl/profiel/mijn-gegevens/export?format=html",
    );
    expect(screen.getByRole("link", { name: /JSON/ }).getAttribute("href")).toBe("/nl/profiel/mijn-gegevens/export?format=json");
    expect(screen.getByRole("link", { name: "Account verwijderen" }).getAttribute("href")).toBe("/nl/account/verwijderen");
    expect(screen.getByRole("link", { name: "Contact opnemen" }).getAttribute("href")).toBe("/nl/contactformulier");
  });

  it("speaks English under /en", async () => {
    const { screen, document } = await screens.open("/en/profiel/mijn-gegevens", { as: "mentor" });
    expect(document.title).toMatch(/^My data - /);
    expect(screen.getByText(/article 15 of the GDPR/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Readable page/ }).getAttribute("href")).toBe(
      "/en/profiel/mijn-gegevens/export?format=html",
    );
  });

  it("hands over the file through the page's own session", async () => {
    const session = await signIn(screens.app(), "volunteer");
    const page = await screens.app().request(`http://${HOST}/nl/profiel/mijn-gegevens/export?format=html`, {
      headers: { host: HOST, cookie: sessionCookie(session), accept: "text/html" },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-disposition")).toMatch(/^attachment; filename="mijn-gegevens-\d{4}-\d{2}-\d{2}\.html"$/);
    expect(await page.text()).toContain("Gegevens van Vera Vrijwilliger");
    const json = await screens.app().request(`http://${HOST}/nl/profiel/mijn-gegevens/export?format=json`, {
      headers: { host: HOST, cookie: sessionCookie(session) },
    });
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect((await json.json()).account.firstName).toBe("Vera");
  });

  it("offers nothing to an admin signed in as the person, and says why", async () => {
    const admin = await signIn(screens.app(), "admin");
    const volunteer = await signIn(screens.app(), "volunteer");
    const me = await (await screens.app().request("/api/v1/current_user", { headers: volunteer })).json();
    const looking = await impersonate(screens.app(), admin, me.data.id);
    const { screen } = await screens.open("/nl/profiel/mijn-gegevens", { cookie: sessionCookie(looking) });
    expect(screen.getByTestId("my-data-refused").textContent).toMatch(/Alleen de persoon zelf/);
    expect(screen.queryByRole("link", { name: /Leesbare pagina/ })).toBeNull();
    // The address typed in anyway: back to the screen that says why.
    const file = await screens.open("/nl/profiel/mijn-gegevens/export?format=html", { cookie: sessionCookie(looking) });
    expect(file.location).toBe("/nl/profiel/mijn-gegevens?format=html");
  });

  it("sends a visitor to sign in", async () => {
    const { status, location } = await screens.open("/nl/profiel/mijn-gegevens");
    expect(status).toBe(302);
    expect(location).toMatch(/^\/nl\/auth\/login-1/);
  });
});
