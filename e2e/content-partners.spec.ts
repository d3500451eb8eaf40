import { expect } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

// Both tests change the order of Nijmegen's partners: one after the other.
test.describe.configure({ mode: "serial" });

test("a content manager adds a partner with a logo from the library, puts it first, and a visitor on a phone sees it", async ({
  page,
  context,
  browser,
}) => {
  const name = `Buurtfonds ${Date.now()}`;
  await signInAs(context, "content-manager");
  await page.goto(at(null, "/nl/content"));
  await page.getByRole("navigation", { name: "Onderdelen van de content" }).getByRole("link", { name: "Partners" }).click();
  await expect(page.getByRole("heading", { name: "Partners", level: 2 })).toBeVisible();
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);

  // The API's rule, in the form: a website is a whole address; what was typed stays.
  await page.getByLabel(/^Naam/).fill(name);
  await page.getByLabel(/^Website/).fill("www.buurtfonds.example");
  await page.getByRole("button", { name: "Partner toevoegen" }).click();
  await expect(page.locator("#url-error")).toHaveText("Vul een geldige URL in (bijvoorbeeld https://www.voorbeeld.nl)");
  await expect(page.getByLabel(/^Naam/)).toHaveValue(name);

  await hydrated(page);
  await page.getByLabel(/^Website/).fill("https://www.buurtfonds.example");
  await page.getByLabel(/^Korte tekst \(/).fill("Geeft buurtinitiatieven een steuntje in de rug.");
  await page.getByRole("button", { name: "Logo kiezen" }).click();
  const picker = page.getByTestId("media-picker");
  await picker.getByRole("button", { name: "Kies Logo Sportfonds Nijmegen" }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId("partner-logo").getByRole("img", { name: "Gekozen logo" })).toBeVisible();
  await page.getByRole("button", { name: "Partner toevoegen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De partner is toegevoegd." })).toBeVisible();
  const list = page.getByRole("list", { name: "Partners in volgorde" });
  await expect(list.getByTestId("partner-row").last()).toContainText(name);

  // To the top with the keyboard: pick the handle up, move, drop.
  await hydrated(page);
  const count = await list.getByTestId("partner-row").count();
  await list.getByRole("button", { name: `${name} verslepen` }).focus();
  await page.keyboard.press("Space");
  for (let i = 1; i < count; i++) await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Space");
  await expect(list.getByTestId("partner-row").first()).toContainText(name);
  // The order is saved once the centre says so; a reload before that would still show the old one.
  await expect(page.getByRole("status").filter({ hasText: "De volgorde is opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("list", { name: "Partners in volgorde" }).getByTestId("partner-row").first()).toContainText(name);

  // A visitor on a phone: the partner comes first, with its logo, text and a link that opens in the same tab.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await phone.newPage();
  await visitor.goto(at(null, "/nl/partners"));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Partners");
  const first = visitor
    .getByRole("listitem")
    .filter({ has: visitor.getByRole("heading", { level: 2 }) })
    .first();
  await expect(first.getByRole("heading", { level: 2 })).toHaveText(name);
  await expect(first.getByRole("img", { name })).toBeVisible();
  await expect(first).toContainText("Geeft buurtinitiatieven een steuntje in de rug.");
  const link = first.getByRole("link", { name: `Naar de website van ${name}` });
  await expect(link).toHaveAttribute("href", "https://www.buurtfonds.example");
  expect(await link.getAttribute("target")).toBeNull();
  // Nothing wider than the phone.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();

  // Other specs share the server: the partner goes again.
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: `${name} verwijderen` }).click();
  await expect(page.getByRole("status").filter({ hasText: "De partner is verwijderd." })).toBeVisible();
  await expect(page.getByRole("list", { name: "Partners in volgorde" })).not.toContainText(name);
});

// The arrows moving a partner without JavaScript: app/routes/server-rendered.test.ts.
