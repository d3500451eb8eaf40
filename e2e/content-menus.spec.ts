import { expect } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

test("a content manager puts a new page in the main menu's submenu and a visitor on a phone reaches it from the header", async ({
  page,
  context,
  browser,
}) => {
  // Three browsers, one after the other: on a loaded two-core machine this journey alone takes about a minute.
  test.slow();
  const title = `Boodschappenhulp ${Date.now()}`;
  await signInAs(context, "content-manager");
  await page.goto(at(null, "/nl/content/pages/new"));
  await hydrated(page);
  await page.getByLabel(/^Titel \(/).fill(title);
  await page.getByLabel(/^Adres/).fill(`boodschappen-${Date.now()}`);
  await page.getByRole("button", { name: "Publiceren" }).click();
  await expect(page.getByTestId("page-status")).toHaveText("Gepubliceerd");

  // From the content screen's tabs to the menus.
  await page.getByRole("navigation", { name: "Onderdelen van de content" }).getByRole("link", { name: "Menu's" }).click();
  await expect(page.getByRole("heading", { name: "Menu's", level: 2 })).toBeVisible();
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);

  // The API's rule, in the form: a screen must be chosen.
  await page.getByLabel(/^Naam in het menu/).fill("Zonder doel");
  await page.getByLabel("Een vast onderdeel van de site").check();
  await page.getByRole("button", { name: "Item toevoegen" }).click();
  await expect(page.locator("#system_page-error")).toHaveText("Kies waar dit item naartoe leidt.");
  await expect(page.getByLabel(/^Naam in het menu/)).toHaveValue("Zonder doel");

  await page.getByLabel(/^Naam in het menu/).fill("Boodschappen");
  await page.getByLabel("Een pagina van deze site").check();
  await page.getByLabel(/^Pagina/).selectOption({ label: title });
  await page.getByLabel(/^Plaats/).selectOption({ label: "In het submenu van Over ons" });
  await page.getByRole("button", { name: "Item toevoegen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Het menu-item is toegevoegd." })).toBeVisible();
  const submenu = page.getByRole("list", { name: "Submenu van Over ons" });
  await expect(submenu.getByTestId("menu-item").last()).toContainText("Boodschappen");

  // To the top of the submenu with the keyboard: pick the handle up, move, drop.
  await hydrated(page);
  const handle = submenu.getByRole("button", { name: "Boodschappen verslepen" });
  await handle.focus();
  await page.keyboard.press("Space");
  // Past the demo submenu's five items.
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Space");
  await expect(submenu.getByTestId("menu-item").first()).toContainText("Boodschappen");
  // The order is saved once the centre says so; a reload before that would still show the old one.
  await expect(page.getByRole("status").filter({ hasText: "De volgorde is opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("list", { name: "Submenu van Over ons" }).getByTestId("menu-item").first()).toContainText(
    "Boodschappen",
  );

  // A visitor on a phone finds it in the menu drawer, under Over ons.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await phone.newPage();
  await visitor.goto(at(null, "/nl"));
  await hydrated(visitor);
  await visitor.getByRole("button", { name: "Menu openen" }).click();
  const drawer = visitor.getByRole("dialog", { name: "Hoofdmenu" });
  await drawer.getByRole("link", { name: "Boodschappen" }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(drawer).toBeHidden();
  await phone.close();

  // On a wide screen the submenu opens from its item, and Escape closes it again.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const reader = await desk.newPage();
  await reader.goto(at(null, "/nl"));
  await hydrated(reader);
  const header = reader.getByRole("navigation", { name: "Hoofdmenu" });
  await header.locator("summary", { hasText: "Over ons" }).click();
  await expect(header.getByRole("link", { name: "Boodschappen" })).toBeVisible();
  await reader.keyboard.press("Escape");
  await expect(header.getByRole("link", { name: "Boodschappen" })).toBeHidden();
  await header.locator("summary", { hasText: "Over ons" }).focus();
  await reader.keyboard.press("Enter");
  await header.getByRole("link", { name: "Boodschappen" }).click();
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(title);
  await desk.close();

  // Other specs share the server: the item goes again.
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Boodschappen verwijderen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Het menu-item is verwijderd." })).toBeVisible();
  await expect(page.getByRole("list", { name: "Submenu van Over ons" })).not.toContainText("Boodschappen");
});

// The arrows moving a footer item without JavaScript: app/routes/server-rendered.test.ts.
