import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();
const SIGN_UP = { first_name: "Fatima", last_name: "El Amrani", email: "fatima.elamrani@example.nl" };

describe("signing up without scripts", () => {
  it("refuses a post without the terms, with the browser's messages, and makes no account", async () => {
    const { status, document } = await screens.post("/nl/signup", { ...SIGN_UP, password: "Vrijwilliger2026!" });
    expect(status).toBe(422);
    expect(document.querySelector('[data-testid="error-summary"]')?.textContent).toContain("Je moet de voorwaarden accepteren");
    // The same address signs up once the terms are accepted: the refused post made nothing.
    const accepted = await screens.post("/nl/signup", { ...SIGN_UP, password: "Vrijwilliger2026!", accept_terms: "on" });
    expect(accepted.status).toBe(302);
    expect(accepted.location).toBe(`/nl/signup/success?email=${encodeURIComponent(SIGN_UP.email)}`);
  });

  it("asks to read the terms, the privacy statement and what the site keeps and for how long", async () => {
    const { document } = await screens.open("/nl/signup");
    const links = document.querySelectorAll("#accept_terms-pages a");
    expect([...links].map((link) => link.getAttribute("href"))).toEqual([
      "/nl/voorwaarden",
      "/nl/privacy",
      "/nl/privacy-en-je-gegevens",
    ]);
    // Each title marked in its own language: the English where the page has it, the centre's Dutch otherwise.
    const english = await screens.open("/en/signup", { tenant: "public" });
    const titles = [...english.document.querySelectorAll("#accept_terms-pages a")].map((link) => [
      link.firstChild?.textContent,
      link.getAttribute("lang"),
    ]);
    expect(titles).toContainEqual(["Privacy and your data", "en"]);
    expect(titles).toContainEqual(["Privacyverklaring", "nl"]);
  });
});
