import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

describe("the settings page", () => {
  it("is titled Settings in English and leads to devices, roles, one's own data and deleting the account", async () => {
    const { status, screen, document } = await screens.open("/en/profile-edit/settings", { as: "mentor" });
    expect(status).toBe(200);
    expect(document.title).toMatch(/^Settings - /);
    expect(screen.getByRole("link", { name: /Signed-in devices/ }).getAttribute("href")).toBe("/en/auth/token");
    expect(screen.getByRole("link", { name: /Your roles/ }).getAttribute("href")).toBe("/en/account/roles");
    expect(screen.getByRole("link", { name: /My data/ }).getAttribute("href")).toBe("/en/profiel/mijn-gegevens");
    expect(screen.getByRole("link", { name: /Delete account/ }).getAttribute("href")).toBe("/en/account/verwijderen");
  });
});

describe("the preferred language", () => {
  it("offers the languages mails go out in, each named in itself, and no test language", async () => {
    const { screen } = await screens.open("/nl/profile-edit", { as: "mentor" });
    const options = [...screen.getByRole("combobox", { name: /^Voorkeurstaal/ }).querySelectorAll("option")];
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ["nl", "Nederlands"],
      ["en", "English"],
    ]);
  });
});
