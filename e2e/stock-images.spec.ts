import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "./axe";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

// The stock image library on the public tenant (localhost): searched by Dutch and English keywords, and a picture
// from it picked for a vacancy, which the public then sees. Serial: the second test changes a vacancy.
test.describe.configure({ mode: "serial" });

async function searchLibrary(page: Page, words: string) {
  await page.getByLabel("Zoeken op naam of trefwoord").fill(words);
  await page.getByRole("search").getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(`${at(null, "/nl/content/stock-images")}?${new URLSearchParams({ q: words })}`);
}

test("the library is searched by a Dutch and an English keyword", async ({ page, context }) => {
  await signInAs(context, "admin");
  await page.goto(at(null, "/nl/content/stock-images"));
  await expect(page.getByRole("heading", { name: "Stockfoto's", level: 2 })).toBeVisible();
  await expect(page.getByTestId("stock-images-count")).toHaveText("31 stockfoto's");
  await expect(page.getByTestId("stock-image-grid").getByRole("listitem")).toHaveCount(24);
  await expect(page.getByRole("navigation", { name: /pagina/i }).getByRole("link", { name: "Volgende" })).toBeVisible();

  await searchLibrary(page, "voetbal");
  const grid = page.getByTestId("stock-image-grid");
  await expect(page.getByTestId("stock-images-count")).toHaveText("1 stockfoto gevonden");
  await expect(grid.getByRole("heading", { name: "Sporttrainer" })).toBeVisible();
  await expect(grid.locator("img")).toHaveAttribute("src", "/uploads/public/stock/sports-coach-480.webp");
  await expect.poll(() => grid.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);

  await searchLibrary(page, "beekeeper");
  await expect(grid.getByRole("heading", { name: "Bijen en bloemen" })).toBeVisible();
  await expect(grid.getByRole("listitem")).toHaveCount(1);

  await searchLibrary(page, "ruimtevaart");
  await expect(page.getByTestId("stock-images-empty")).toContainText("Geen stockfoto's gevonden voor 'ruimtevaart'");
  expect(await axeViolations(page)).toEqual([]);

  // In English, the same library by its English names.
  await page.goto(at(null, "/en/content/stock-images?q=honey"));
  await expect(page.getByTestId("stock-image-grid").getByRole("heading", { name: "Bees and flowers" })).toBeVisible();
});

// The search as a plain form without JavaScript: app/routes/server-rendered.test.ts.

test("an admin picks a stock image for a vacancy in the edit form and the public sees it on the vacancy page", async ({
  page,
  context,
}) => {
  await signInAs(context, "admin");
  await page.goto(at(null, "/nl/vacancies?status=published"));
  const edit = page
    .getByTestId("vacancy-row")
    .first()
    .getByRole("link", { name: /bewerken$/ });
  const id = /\/vacancies\/(\d+)\/edit/.exec((await edit.getAttribute("href")) ?? "")?.[1] ?? "";
  expect(id).not.toBe("");
  await page.goto(at(null, `/nl/vacancies/${id}/edit`));
  await hydrated(page);

  await page.getByRole("button", { name: "Kies een stockfoto" }).click();
  const dialog = page.getByRole("dialog", { name: "Kies een stockfoto" });
  await expect(dialog.getByRole("status")).toHaveText("31 stockfoto's");
  const search = dialog.getByRole("searchbox", { name: "Zoeken" });
  await search.fill("honing");
  await search.press("Enter");
  await expect(dialog.getByRole("status")).toHaveText("1 stockfoto");
  await search.fill("swimming");
  await dialog.getByRole("button", { name: "Zoeken", exact: true }).click();
  await expect(dialog.getByRole("heading", { name: "Zwembegeleiding" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Kies deze: Zwembegeleiding" }).click();
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened the dialog.
  await expect(page.getByRole("button", { name: "Kies een stockfoto" })).toBeFocused();
  await expect(page.getByTestId("image-preview").first()).toHaveAttribute("src", "/uploads/public/stock/swimming-480.webp");

  await page.getByTestId("form-actions").getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "De wijzigingen zijn opgeslagen." })).toBeVisible();

  await page.goto(at(null, `/nl/vacancies/${id}`));
  const image = page.getByTestId("vacancy-image");
  await expect(image).toHaveAttribute("src", "/uploads/public/stock/swimming.webp");
  await expect(image).toHaveAttribute("width", "1200");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test("an admin adds a stock image with a picture and texts in both languages, changes it and removes it", async ({
  page,
  context,
}) => {
  test.slow();
  await signInAs(context, "admin");
  await page.goto(at(null, "/nl/content/stock-images"));
  await hydrated(page);
  await page.getByRole("link", { name: "Stockfoto toevoegen" }).click();
  const form = page.getByTestId("stock-image-form");

  // Nothing filled in: the errors by their fields and summed up above them.
  await form.getByRole("button", { name: "Opslaan" }).click();
  await expect(form.getByRole("alert")).toContainText("Het formulier bevat fouten");
  await expect(page.locator("#name_nl-error")).toBeVisible();
  await expect(page.locator("#name_nl")).toHaveAttribute("aria-invalid", "true");

  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3d7dd8" } })
    .png()
    .toBuffer();
  await page.getByLabel(/^Kies een bestand/).setInputFiles({ name: "schaatsen.png", mimeType: "image/png", buffer: picture });
  const nl = form.getByRole("group", { name: "Nederlands" });
  const en = form.getByRole("group", { name: "Engels" });
  await nl.getByLabel(/^Naam/).fill("Schaatsen");
  await nl.getByLabel(/^Korte beschrijving/).fill("Samen het ijs op.");
  await nl.getByLabel(/^Beschrijving/).fill("Vrijwilligers op de ijsbaan.");
  await nl.getByLabel(/^Trefwoorden/).fill("schaatsen, ijsbaan, winter");
  await en.getByLabel(/^Naam/).fill("Skating");
  await en.getByLabel(/^Korte beschrijving/).fill("Out on the ice.");
  await en.getByLabel(/^Beschrijving/).fill("Volunteers at the ice rink.");
  await en.getByLabel(/^Trefwoorden/).fill("skating, ice rink");
  await form.getByRole("button", { name: "Opslaan" }).click();
  const saved = page.getByRole("status").filter({ hasText: "De stockfoto is opgeslagen." });
  await expect(saved).toBeVisible();
  // Gone (it expires after five seconds), so the second save has to greet with a toast of its own.
  await expect(saved).toHaveCount(0, { timeout: 20_000 });

  await searchLibrary(page, "ice rink");
  await expect(page.getByTestId("stock-image-grid").getByRole("heading", { name: "Schaatsen" })).toBeVisible();
  await page.getByRole("link", { name: "Bewerken: Schaatsen" }).click();
  await nl.getByLabel(/^Naam/).fill("Schaatsen op de vijver");
  await form.getByRole("button", { name: "Opslaan" }).click();
  await expect(saved).toBeVisible();

  await searchLibrary(page, "ijsbaan");
  await page.getByRole("link", { name: "Bewerken: Schaatsen op de vijver" }).click();
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Stockfoto verwijderen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De stockfoto is verwijderd." })).toBeVisible();
  await searchLibrary(page, "ijsbaan");
  await expect(page.getByTestId("stock-images-empty")).toBeVisible();
});
