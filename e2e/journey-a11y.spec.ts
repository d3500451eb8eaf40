import { expect } from "@playwright/test";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

test.use({ viewport: { width: 390, height: 844 } });

test("the sign-up links the terms and privacy statement it asks to accept; a refused submit leads from a summary to each field", async ({
  page,
}) => {
  await page.goto(at("oldebroek", "/nl/signup"));
  await hydrated(page);
  const terms = page.getByRole("link", { name: /^Algemene voorwaarden/ });
  await expect(terms).toHaveAttribute("href", "/nl/voorwaarden");
  await expect(page.getByRole("main").getByRole("link", { name: /^Privacyverklaring/ })).toHaveAttribute("href", "/nl/privacy");
  await expect(page.getByRole("checkbox", { name: /^Ik ga akkoord/ })).toHaveAccessibleDescription(/Lees ze eerst/);

  // The page it links to exists, and opens beside the form so nothing typed is lost.
  await expect(terms).toHaveAttribute("target", "_blank");
  const beside = await page.context().newPage();
  await beside.goto(at("oldebroek", "/nl/voorwaarden"));
  await expect(beside.getByRole("heading", { level: 1, name: "Algemene voorwaarden" })).toBeVisible();
  await beside.close();

  await page.getByRole("button", { name: "Account aanmaken" }).click();
  const summary = page.getByRole("region", { name: "Het formulier bevat fouten" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveCount(5);
  // The check box's whole sentence would read as a statement of consent; its short name says what is missing.
  await expect(summary.getByRole("link", { name: /^Voorwaarden en privacy: / })).toHaveAttribute("href", "#accept_terms");
  await summary.getByRole("link", { name: /^Achternaam/ }).click();
  await expect(page.getByLabel(/^Achternaam/)).toBeFocused();
});

// An English page's Dutch page titles marked as Dutch: app/routes/server-rendered.test.ts.

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the organization sign-up shows the password rule, and a refused submit keeps what was typed", async ({ page }) => {
    await page.goto(at("oldebroek", "/nl/organizations/signup"));
    await expect(page.getByLabel(/^Wachtwoord/)).toHaveAccessibleDescription("Minimaal 10 tekens.");
    await page.getByLabel(/^Naam van de organisatie/).fill("Buurtkeuken De Pan");
    await page.getByLabel(/^Plaats/).fill("Wezep");
    await page.getByLabel(/^Wachtwoord/).fill("kort");
    await page.getByRole("button", { name: "Registratie versturen" }).click();
    const summary = page.getByRole("region", { name: "Het formulier bevat fouten" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link", { name: /^Wachtwoord/ })).toHaveAttribute("href", "#password");
    await expect(page.getByLabel(/^Naam van de organisatie/)).toHaveValue("Buurtkeuken De Pan");
    await expect(page.getByLabel(/^Plaats/)).toHaveValue("Wezep");
    await expect(page.getByLabel(/^Wachtwoord/)).toHaveValue("");
  });
});

test("moving to another page puts the focus on its heading; filtering the bank leaves it where it is", async ({ page }) => {
  await page.goto(at("oldebroek", "/nl/signup"));
  await hydrated(page);
  await page.getByRole("link", { name: "Inloggen", exact: true }).last().click();
  await expect(page).toHaveURL(/\/nl\/auth\/login-1/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  await page.goto(at("oldebroek", "/nl/vacancies/search"));
  await hydrated(page);
  const search = page.getByRole("searchbox").first();
  await search.fill("tuin");
  await search.press("Enter");
  await expect(page).toHaveURL(/tuin/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeFocused();
});

test("a field the visitor goes to as the page arrives keeps the focus: the heading does not take it from him", async ({
  page,
}) => {
  // The page's timers stand still, so the heading's turn comes exactly when the test says.
  await page.clock.install();
  await page.goto(at("oldebroek", "/nl/signup"));
  await hydrated(page);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.getByRole("link", { name: "Inloggen", exact: true }).last().click();
  await expect(page).toHaveURL(/\/nl\/auth\/login-1/);
  const email = page.getByLabel(/^E-mailadres/);
  await email.fill("pim@example.test");
  await page.clock.runFor(1000);
  await expect(email).toBeFocused();
  await page.keyboard.type(".nl");
  await expect(email).toHaveValue("pim@example.test.nl");
  await expect(page.getByRole("heading", { level: 1 })).not.toBeFocused();
  // Time flows again for axe, which checks the page the test ends on.
  await page.clock.resume();
});

test("an English page reads the product's menu names in English and marks the centre's own Dutch as Dutch", async ({ page }) => {
  await page.goto(at("oldebroek", "/en/over-ons"));
  const footer = page.getByRole("navigation", { name: "Quick links" });
  await expect(footer.getByRole("link", { name: "Vacancy bank", exact: true })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Privacyverklaring" }).locator("span")).toHaveAttribute("lang", "nl");
  // The hero the centre wrote, with the page's h1 in it; the text's language is its nearest lang attribute's.
  const heading = page.getByRole("heading", { level: 1, name: "Over Vrijwilligerscentrale Oldebroek" });
  expect(await heading.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("nl");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

for (const tenant of ["oldebroek", "roermond", "meedoen", "demo", "public"]) {
  test(`at 320 px the header of ${tenant} fits: the centre's whole name, 44 px controls, the colour mode in the menu`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(at(tenant, "/nl"));
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const name = page.getByTestId("app-name");
    if ((await name.count()) > 0) {
      // line-clamp cuts what does not fit in two lines: then the text is taller than its box.
      expect(await name.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    }
    const controls = page.getByRole("banner").locator("button:visible, a:visible");
    for (const control of await controls.all()) {
      const box = await control.boundingBox();
      if (!box || box.width <= 1) continue; // the skip link, until it is focused
      expect(box.height, `${(await control.getAttribute("aria-label")) ?? (await control.textContent())}`).toBeGreaterThanOrEqual(
        44,
      );
    }
    await expect(page.getByTestId("color-mode-toggle")).toBeHidden();
    await page.getByRole("button", { name: "Menu openen" }).click();
    const dark = page.getByRole("dialog").getByRole("radio", { name: "Donker" });
    await dark.check();
    await expect(page.locator("html")).toHaveClass(/dark/);
  });
}

test("at 320 px a centre's staff keep the whole name beside the bell and the activity; the language is in the menu", async ({
  page,
  context,
}) => {
  await signInAs(context, "admin");
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(at(null, "/nl/dashboard"));
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const name = page.getByTestId("app-name");
  expect(await name.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  await expect(page.getByTestId("activity-button")).toBeVisible();
  await expect(page.getByTestId("language-selector")).toBeHidden();
  await page.getByRole("button", { name: "Menu openen" }).click();
  await page.getByRole("dialog").getByRole("navigation", { name: "Taal" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  // Wider, the toolbar has room for the language again, and the name stays whole beside it.
  for (const width of [390, 414]) {
    await page.setViewportSize({ width, height: 640 });
    await expect(page.getByTestId("language-selector")).toBeVisible();
    expect(await name.evaluate((el) => el.scrollHeight <= el.clientHeight + 1), `${width} px`).toBe(true);
  }
});
