import { type Browser, expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "./axe";
import { at, hydrated } from "./helpers";
import { test } from "./test";

// An organization's superuser gives a vacancy an image through the edit form, with JavaScript and without, and
// the public sees it. Serial, in the 'bank' project: it changes oldebroek's vacancies.
test.describe.configure({ mode: "serial" });

const PASSWORD = "Vrijwilliger2026!";
const EMAIL = "organization-superuser@oldebroek.demo.test";

/** A photo as a phone would take it: larger than we keep, a JPEG. */
const photo = () =>
  sharp({ create: { width: 2400, height: 1440, channels: 3, background: "#2f7d5b" } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1440"><circle cx="1200" cy="720" r="480" fill="#f5c542"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

async function signIn(page: Page, path: string, javaScript = true) {
  await page.goto(at("oldebroek", `/nl/auth/login-1?redirectTo=${encodeURIComponent(path)}`));
  if (javaScript) await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill(EMAIL);
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(at("oldebroek", path));
}

/** A published vacancy of the superuser's organization: its id and title, from his back-office list. */
async function publishedVacancy(page: Page) {
  await page.goto(at("oldebroek", "/nl/vacancies?status=published"));
  const row = page.getByTestId("vacancy-row").first();
  const edit = row.getByRole("link", { name: /bewerken$/ });
  const href = (await edit.getAttribute("href")) ?? "";
  const id = /\/vacancies\/(\d+)\/edit/.exec(href)?.[1] ?? "";
  const title = ((await edit.getAttribute("aria-label")) ?? "").replace(/ bewerken$/, "");
  expect(title).not.toBe("");
  expect(id).not.toBe("");
  return { id, title };
}

async function withoutJavaScript(browser: Browser, work: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await work(await context.newPage());
  } finally {
    await context.close();
  }
}

test("an organization superuser adds an image in the edit form and the public sees it on the vacancy page", async ({ page }) => {
  await signIn(page, "/nl/vacancies");
  const vacancy = await publishedVacancy(page);
  await page.goto(at("oldebroek", `/nl/vacancies/${vacancy.id}/edit`));
  await hydrated(page);
  const picker = page.getByLabel(/^(Andere a|A)fbeelding kiezen/);

  // Checked by content at once, with the API's own words: text named .png, then a file of 5 MB.
  await picker.setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from("Geen plaatje, maar tekst.") });
  await expect(page.locator("#image-error")).toHaveText("Kies een afbeelding in JPEG-, PNG-, WebP-, GIF- of AVIF-formaat.");
  await expect(picker).toHaveValue("");
  await picker.setInputFiles({ name: "groot.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(5 * 1024 * 1024) });
  await expect(page.locator("#image-error")).toHaveText("De grootte van de afbeelding moet kleiner zijn dan 5 MB");

  await picker.setInputFiles({ name: "zomerfeest.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await expect(page.locator("#image-error")).toHaveCount(0);
  await expect(page.getByTestId("image-preview")).toHaveAttribute("src", /^blob:/);
  await page.getByTestId("form-actions").getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "De wijzigingen zijn opgeslagen." })).toBeVisible();
  await expect(page.getByTestId("image-preview")).toHaveAttribute("src", /^\/uploads\/oldebroek\/\d{4}\/[0-9a-f]{32}-480\.webp$/);

  // The public page: resized, with the title as its text, the size reserved, and in the share and search data.
  await page.goto(at("oldebroek", `/nl/vacancies/${vacancy.id}`));
  const image = page.getByTestId("vacancy-image");
  await expect(image).toHaveAttribute("alt", vacancy.title);
  await expect(image).toHaveAttribute("width", "1600");
  await expect(image).toHaveAttribute("height", "960");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toMatch(/^http:\/\/oldebroek\.localhost:\d+\/uploads\/oldebroek\/\d{4}\/[0-9a-f]{32}\.webp$/);
  const jobPosting = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jobPosting.image).toBe(ogImage);
  // Node cannot resolve *.localhost; the browser asks.
  const served = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return [response.headers.get("content-type"), response.headers.get("cache-control")];
  }, ogImage ?? "");
  expect(served).toEqual(["image/webp", "public, max-age=31536000, immutable"]);
  expect(await axeViolations(page)).toEqual([]);

  // And as a lazy thumbnail on its card in the vacancy bank.
  await page.goto(at("oldebroek", `/nl/vacancies/search?q=${encodeURIComponent(vacancy.title)}`));
  const card = page.getByTestId("search-result").filter({ hasText: vacancy.title }).first();
  await expect(card.getByTestId("search-result-image")).toHaveAttribute("loading", "lazy");
});

test("without JavaScript the form uploads the image, says what is wrong with one, and removes it", async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await signIn(page, "/nl/vacancies", false);
    const vacancy = await publishedVacancy(page);
    const edit = at("oldebroek", `/nl/vacancies/${vacancy.id}/edit`);
    await page.goto(edit);
    const save = page.getByTestId("form-actions").getByRole("button", { name: "Opslaan", exact: true });

    // Too large: the API's answer on the field, the vacancy unchanged.
    await page.getByLabel(/^(Andere a|A)fbeelding kiezen/).setInputFiles({
      name: "groot.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await save.click();
    await expect(page.locator("#image-error")).toHaveText("De grootte van de afbeelding moet kleiner zijn dan 5 MB");

    await page.getByLabel(/^(Andere a|A)fbeelding kiezen/).setInputFiles({
      name: "foto.jpg",
      mimeType: "image/jpeg",
      buffer: await photo(),
    });
    await save.click();
    await expect(page).toHaveURL(/\/nl\/vacancies\/\d+\/edit/);
    await expect(page.getByTestId("image-preview")).toHaveAttribute("src", /-480\.webp$/);

    await page.getByLabel("Afbeelding verwijderen").check();
    await save.click();
    await expect(page).toHaveURL(/\/nl\/vacancies\/\d+\/edit/);
    await expect(page.getByTestId("image-preview")).toHaveCount(0);
    await page.goto(at("oldebroek", `/nl/vacancies/${vacancy.id}`));
    await expect(page.getByRole("heading", { level: 1, name: vacancy.title })).toBeVisible();
    await expect(page.getByTestId("vacancy-image")).toHaveCount(0);
  });
});

test("a new vacancy keeps its uploaded image while another field is put right", async ({ page }) => {
  const title = `Fotograaf voor de open dag ${Date.now()}`;
  await signIn(page, "/nl/vacancies/add");
  await hydrated(page);
  await page.getByLabel(/^Titel/).fill(title);
  await page.getByRole("textbox", { name: /^Beschrijving/ }).click();
  await page.keyboard.type("Maak foto's van alle activiteiten op de open dag.");
  await page
    .getByLabel(/^Afbeelding kiezen/)
    .setInputFiles({ name: "open-dag.jpg", mimeType: "image/jpeg", buffer: await photo() });

  // No place: the API refuses, the image is already uploaded and stays with the form.
  await page.getByRole("button", { name: "Opslaan als concept" }).click();
  await expect(page.locator("#city-error")).toHaveText("Vul een plaats in, of kies 'op afstand'.");
  await expect(page.getByTestId("image-preview")).toHaveAttribute("src", /^\/uploads\/oldebroek\/\d{4}\/[0-9a-f]{32}-480\.webp$/);

  await page.getByLabel(/^Plaats/).fill("Oldebroek");
  await page.getByRole("button", { name: "Opslaan als concept" }).click();
  await expect(page).toHaveURL(/\/nl\/vacancies\?status=draft/);
  await page
    .getByTestId("vacancy-row")
    .filter({ hasText: title })
    .getByRole("link", { name: `${title} bewerken` })
    .click();
  await expect(page.getByTestId("image-preview")).toHaveAttribute("src", /-480\.webp$/);
});
