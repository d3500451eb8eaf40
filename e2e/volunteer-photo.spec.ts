import { type Browser, expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "./axe";
import { at, DEMO_PASSWORD, hydrated, logInThroughPage } from "./helpers";
import { test } from "./test";

// A volunteer (the demo student, so the pool spec's volunteer is left alone) gives her profile a photo, with JavaScript
// and without; an organization's superuser sees it on her pool card, and her initials once it is removed.
test.describe.configure({ mode: "serial" });

const EMAIL = "student@oldebroek.demo.test";
const PROFILE = "/nl/profile-edit/vrijwilligersprofiel";
const ABOUT = "Ik fotografeer graag en help bij activiteiten in de wijk.";

/** A small PNG, as the other image specs send. */
const png = (background: string) =>
  sharp({ create: { width: 320, height: 320, channels: 3, background } })
    .png()
    .toBuffer();

async function signInWithoutJavaScript(browser: Browser, email: string, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at("oldebroek", `/nl/auth/login-1?redirectTo=${encodeURIComponent(path)}`));
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(at("oldebroek", path));
  return { context, page };
}

/** The volunteer's card in the pool, as an organization superuser finds it. */
async function poolCard(page: Page) {
  await page.goto(at("oldebroek", "/nl/vrijwilligerspool"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vrijwilligerspool");
  return page.getByTestId("pool-card").filter({ hasText: ABOUT });
}

test("a volunteer uploads a photo, sees it after saving, and an organization sees it on her pool card", async ({
  page,
  browser,
}) => {
  test.slow();
  await logInThroughPage(page, EMAIL, PROFILE);
  const photo = page.getByRole("group", { name: "Foto" });
  await expect(photo).toContainText("Nog geen foto");
  await page.getByLabel(/^Over mij/).fill(ABOUT);
  await page.getByLabel("Organisaties mogen mij vinden in de vrijwilligerspool").check();
  await photo.getByLabel(/^Kies een foto/).setInputFiles({ name: "ik.png", mimeType: "image/png", buffer: await png("#7c3aed") });
  // The chosen file shows at once, before it is saved.
  await expect(photo.getByRole("img", { name: "Voorbeeld van je foto" })).toHaveAttribute("src", /^blob:/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Profiel opslaan" }).click();
  await expect(page.getByRole("status")).toHaveText("Je vrijwilligersprofiel is opgeslagen.");
  // The field now shows the stored photo and holds no file, so saving again uploads nothing new.
  await expect(photo.getByRole("img", { name: "Voorbeeld van je foto" })).toHaveAttribute("src", /^\/uploads\/oldebroek\//);
  expect(await photo.getByLabel(/^Kies een andere foto/).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);

  // After saving and coming back, the preview is the stored photo.
  await page.reload();
  await hydrated(page);
  const stored = photo.getByRole("img", { name: "Voorbeeld van je foto" });
  await expect(stored).toHaveAttribute("src", /^\/uploads\/oldebroek\/.+\.webp$/);
  await expect.poll(() => stored.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(photo.getByLabel("Foto verwijderen")).not.toBeChecked();

  // On a phone of 320 px nothing runs off the side, and the targets stay large enough.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const remove = await photo.locator("label", { hasText: "Foto verwijderen" }).boundingBox();
  expect(remove?.height).toBeGreaterThanOrEqual(44);
  expect(await axeViolations(page)).toEqual([]);

  const context = await browser.newContext();
  const organization = await context.newPage();
  await logInThroughPage(organization, "organization-superuser@oldebroek.demo.test", "/nl/dashboard");
  const card = await poolCard(organization);
  const cardPhoto = card.getByTestId("pool-card-photo");
  await expect(cardPhoto).toHaveAttribute("src", /^\/uploads\/oldebroek\/.+-480\.webp$/);
  const firstName = (await card.getByRole("heading").textContent())?.split(" ")[0] ?? "";
  await expect(cardPhoto).toHaveAttribute("alt", `Foto van ${firstName}`);
  // Loaded lazily: once in view, the picture is there.
  await cardPhoto.scrollIntoViewIfNeeded();
  await expect.poll(() => cardPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await axeViolations(organization)).toEqual([]);
  // Dark mode too.
  await organization.emulateMedia({ colorScheme: "dark" });
  expect(await axeViolations(organization)).toEqual([]);
  await context.close();
});

test("without JavaScript the photo is replaced and removed through the same form", async ({ browser }) => {
  test.slow();
  const { context, page } = await signInWithoutJavaScript(browser, EMAIL, PROFILE);
  const photo = page.getByRole("group", { name: "Foto" });
  const before = await photo.getByRole("img", { name: "Voorbeeld van je foto" }).getAttribute("src");
  await photo.getByLabel(/^Kies een andere foto/).setInputFiles({
    name: "nieuw.png",
    mimeType: "image/png",
    buffer: await png("#047857"),
  });
  await page.getByRole("button", { name: "Profiel opslaan" }).click();
  await expect(page).toHaveURL(at("oldebroek", PROFILE));
  const replaced = photo.getByRole("img", { name: "Voorbeeld van je foto" });
  await expect(replaced).toHaveAttribute("src", /^\/uploads\/oldebroek\/.+\.webp$/);
  const replacedSrc = await replaced.getAttribute("src");
  expect(replacedSrc).not.toBe(before);

  // A save refused for another field keeps the new upload, and the corrected save stores that one.
  await photo.getByLabel(/^Kies een andere foto/).setInputFiles({
    name: "derde.png",
    mimeType: "image/png",
    buffer: await png("#b91c1c"),
  });
  await page.getByLabel(/^Uren per week/).fill("0");
  await page.getByRole("button", { name: "Profiel opslaan" }).click();
  await expect(page.getByLabel(/^Uren per week/)).toHaveAttribute("aria-invalid", "true");
  const pendingSrc = await photo.getByRole("img", { name: "Voorbeeld van je foto" }).getAttribute("src");
  expect(pendingSrc).toMatch(/^\/uploads\/oldebroek\/.+\.webp$/);
  expect(pendingSrc).not.toBe(replacedSrc);
  await page.getByLabel(/^Uren per week/).fill("4");
  await page.getByRole("button", { name: "Profiel opslaan" }).click();
  await expect(page.getByLabel(/^Uren per week/)).not.toHaveAttribute("aria-invalid", "true");
  await page.goto(at("oldebroek", PROFILE));
  await expect(photo.getByRole("img", { name: "Voorbeeld van je foto" })).toHaveAttribute("src", pendingSrc ?? "");

  // Text named .png is refused with the API's own words, and the photo stays.
  await photo.getByLabel(/^Kies een andere foto/).setInputFiles({
    name: "geen.png",
    mimeType: "image/png",
    buffer: Buffer.from("Geen plaatje, maar tekst."),
  });
  await page.getByRole("button", { name: "Profiel opslaan" }).click();
  await expect(photo.locator("#photo_id-error")).toBeVisible();
  await expect(photo.getByLabel(/^Kies een andere foto/)).toHaveAttribute("aria-invalid", "true");

  await page.goto(at("oldebroek", PROFILE));
  await photo.getByLabel("Foto verwijderen").check();
  await page.getByRole("button", { name: "Profiel opslaan" }).click();
  await expect(page).toHaveURL(at("oldebroek", PROFILE));
  await expect(photo).toContainText("Nog geen foto");
  await expect(photo.getByRole("img")).toHaveCount(0);
  await context.close();

  // The pool card shows the initials again, readable in light and dark.
  const organizationContext = await browser.newContext();
  const organization = await organizationContext.newPage();
  await logInThroughPage(organization, "organization-superuser@oldebroek.demo.test", "/nl/dashboard");
  const card = await poolCard(organization);
  await expect(card).toBeVisible();
  await expect(card.getByTestId("pool-card-photo")).toHaveCount(0);
  await expect(card.getByTestId("pool-card-initials")).toHaveText(/^[A-Z]{1,2}$/);
  expect(await axeViolations(organization)).toEqual([]);
  await organization.emulateMedia({ colorScheme: "dark" });
  expect(await axeViolations(organization)).toEqual([]);
  await organizationContext.close();
});
