import { expect } from "@playwright/test";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

test("a content manager builds a page from blocks, publishes it, and a visitor on a phone reads it", async ({
  page,
  context,
  browser,
}) => {
  await signInAs(context, "content-manager");
  await page.goto(at(null, "/nl/dashboard"));
  await page.getByRole("navigation").getByRole("link", { name: "Content" }).first().click();
  await expect(page.getByRole("heading", { name: "Pagina's", level: 2 })).toBeVisible();
  await expect(page.getByTestId("pages-list")).toContainText("Vrijwilligerswerk in Nijmegen");
  await hydrated(page);
  await page.getByRole("link", { name: "Nieuwe pagina" }).click();

  const slug = `boodschappen-${Date.now()}`;
  await page.getByLabel(/^Titel \(/).fill("Boodschappenhulp");
  await page.getByLabel(/^Adres/).fill("Boodschappen Hulp");
  await page.getByRole("button", { name: "Blok toevoegen" }).click();
  await page.getByLabel(/^Tekst \(/).fill("Wekelijks boodschappen doen voor een **buurtgenoot**.");
  await page.getByLabel("Soort blok").selectOption({ label: "Tussenkop" });
  await page.getByRole("button", { name: "Blok toevoegen" }).click();
  await page
    .getByTestId("block-editor")
    .nth(1)
    .getByLabel(/^Titel/)
    .fill("Hoe werkt het?");
  // The section title goes above the text.
  await page.getByTestId("block-editor").nth(1).getByRole("button", { name: "Omhoog" }).click();
  await expect(page.getByTestId("block-editor").first()).toContainText("Tussenkop");

  await page.getByRole("button", { name: "Publiceren" }).click();
  await expect(page.locator("#slug-error")).toHaveText("Dit veld heeft niet de juiste vorm");
  // What was typed stays, blocks included.
  await expect(page.getByTestId("block-editor")).toHaveCount(2);
  await page.getByLabel(/^Adres/).fill(slug);
  await page.getByRole("button", { name: "Publiceren" }).click();
  await expect(page.getByTestId("page-status")).toHaveText("Gepubliceerd");
  await expect(page.getByTestId("revisions")).toContainText("Boodschappenhulp");

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await phone.newPage();
  await visitor.goto(at(null, `/nl/${slug}`));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Boodschappenhulp");
  const headings = visitor.getByRole("main").getByRole("heading");
  await expect(headings.nth(1)).toHaveText("Hoe werkt het?");
  await expect(visitor.getByRole("main").locator("strong")).toHaveText("buurtgenoot");
  await phone.close();
});

test("the editor shows a draft's changes only after publishing, and an earlier version can be put back", async ({
  page,
  context,
}) => {
  await signInAs(context, "page-manager");
  await page.goto(at(null, "/nl/content?type=default&q=Contact"));
  await page.getByTestId("pages-list").getByRole("link", { name: "Contact", exact: true }).click();
  await hydrated(page);
  await page.getByLabel(/^Titel \(/).fill("Contact en openingstijden");
  await page.getByRole("button", { name: "Concept opslaan" }).click();
  await expect(page.getByTestId("page-status")).toHaveText("Gepubliceerd · Niet-gepubliceerde wijzigingen");
  const editor = page.url();
  await page.goto(at(null, "/nl/contact"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");

  await page.goto(editor);
  await hydrated(page);
  await page
    .getByTestId("revisions")
    .getByRole("button", { name: /terugzetten als concept/i })
    .first()
    .click();
  await expect(page.getByText("De eerdere versie staat nu in het concept; publiceer om hem te tonen.")).toBeVisible();
  await expect(page.getByTestId("page-status")).toHaveText("Gepubliceerd");
  await expect(page.getByLabel(/^Titel \(/)).toHaveValue("Contact");
});
