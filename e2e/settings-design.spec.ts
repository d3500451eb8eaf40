import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { generateShades } from "../app/features/settings/color";
import { axeViolations } from "./axe";
import { at, DEMO_PASSWORD, hydrated } from "./helpers";
import { test } from "./test";

// Ede's admin restyles Ede from /instellingen and every page of Ede follows, Heumen (same tenant) does not. Serial:
// the tests change Ede's profile, and the last one puts it back.
test.describe.configure({ mode: "serial" });

const GREEN = "#0b6e4f";
const PALE = "#c8c8c8";
const shades = generateShades(GREEN) as Record<string, string>;

/** A small PNG logo, made here (no downloads). */
const logo = () =>
  sharp({ create: { width: 320, height: 80, channels: 3, background: "#0b6e4f" } })
    .png()
    .toBuffer();

async function signIn(page: Page, path: string) {
  await page.goto(at("ede", `/nl/auth/login-1?redirectTo=${encodeURIComponent(path)}`));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill("admin@public.demo.test");
  await page.getByLabel(/^Wachtwoord/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(at("ede", path));
  await hydrated(page);
}

const themeCss = (page: Page) => page.locator("#center-theme").textContent();

/** The API's view of Ede's profile, read in the browser (Node does not resolve *.localhost). */
const currentProfile = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch("/api/v1/volunteer_centers/current?include=profile", {
      headers: { accept: "application/vnd.api+json" },
    });
    const document = await response.json();
    return { id: document.data.id as string, profile: document.included[0].attributes as Record<string, unknown> };
  });

let original: Awaited<ReturnType<typeof currentProfile>>;

test("the design screen previews a new primary colour and logo, warns about weak contrast, and saves", async ({ page }) => {
  test.slow();
  await signIn(page, "/nl/instellingen/design");
  original = await currentProfile(page);
  const preview = page.getByTestId("site-preview");
  const primary = page.getByLabel("Primaire kleur", { exact: true });
  const textColour = page.getByLabel("Tekstkleur", { exact: true });
  const ownText = await textColour.inputValue();
  // Stored colours (the seed's are oklch()) show as hex beside the picker.
  expect(ownText).toMatch(/^#[0-9a-f]{6}$/);
  await expect(primary).toHaveValue(/^#[0-9a-f]{6}$/);

  await primary.fill(GREEN);
  await expect(preview).toHaveCSS("--primary-700", shades["700"]);
  await expect(page.getByLabel("Kleurkiezer voor Primaire kleur", { exact: true })).toHaveValue(GREEN);

  // One shade stays adjustable after the set is made.
  await page.getByText("Tinten aanpassen").first().click();
  await page.getByLabel("Primaire kleur, tint 50", { exact: true }).fill("#f0fff8");
  await expect(preview).toHaveCSS("--primary-50", "#f0fff8");

  await page.getByLabel("Logo", { exact: true }).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logo() });
  await expect(page.getByTestId("preview-logo")).toHaveAttribute("src", /^blob:/);

  await page.getByRole("radio", { name: "Donker" }).check();
  await expect(preview).toHaveAttribute("data-mode", "dark");
  await expect(preview).toHaveCSS("--accent", shades["300"]);
  await page.getByRole("radio", { name: "Telefoon" }).check();
  // A phone's page width (375 px), shown narrower than the desktop miniature.
  await expect(preview).toHaveCSS("width", /^37[45]\.?\d*px$/);
  expect((await preview.boundingBox())?.width).toBeLessThanOrEqual(222);
  await page.getByRole("radio", { name: "Licht" }).check();

  // The API refuses a malformed measurement ID: its message stands next to the field, and nothing is saved.
  const gtag = page.getByLabel(/^Google Analytics-meet-ID/);
  await gtag.fill("not-an-id");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.locator("#gtag_id-error")).toBeVisible();
  await expect(gtag).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").first()).toContainText("Het formulier bevat fouten");
  await gtag.fill("");

  // A pale text colour fails WCAG AA on the background: the warning stands next to it, and saving asks first.
  await textColour.fill(PALE);
  await expect(page.locator("#text_color-warning")).toContainText("tekstkleur op de achtergrond");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByTestId("contrast-confirm")).toContainText("te weinig contrast");
  await expect(page.getByText("De vormgeving is opgeslagen.")).toHaveCount(0);
  await page.getByRole("button", { name: "Toch opslaan" }).click();
  await expect(page.getByText("De vormgeving is opgeslagen.")).toBeVisible();
  await expect(page.getByLabel("Primaire kleur", { exact: true })).toHaveValue(GREEN);
  await expect(textColour).toHaveValue(PALE);
  await expect(page.getByTestId("image-website_logo").getByRole("img")).toHaveAttribute("src", /^\/uploads\/.+\.webp$/);

  // Readable again: without a warning, saving does not ask.
  await textColour.fill(ownText);
  await expect(page.locator("#text_color-warning")).toHaveCount(0);
  await page.getByRole("button", { name: "Opslaan" }).click();
  // Saved, and the screen itself (drawn in the centre's colours) reads well again.
  await expect.poll(() => themeCss(page)).toContain(`--center-text:${ownText}`);
  await expect(textColour).toHaveValue(ownText);
  await expect(page.getByTestId("image-website_logo").getByRole("img")).toHaveAttribute("src", /^\/uploads\/.+\.webp$/);
  expect(await axeViolations(page)).toEqual([]);
});

test("every page of Ede shows the saved colour and logo; Heumen keeps its own", async ({ page }) => {
  const ownColour = `--primary-700:${shades["700"]}`;
  for (const path of ["/nl", "/nl/vacancies/search"]) {
    await page.goto(at("ede", path));
    expect(await themeCss(page)).toContain(ownColour);
    await expect(page.locator("header img").first()).toHaveAttribute("src", /^\/uploads\/.+\.webp$/);
  }
  const vacancy = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "").find((href) => /^\/nl\/vacancies\/\d+$/.test(href)));
  await page.goto(at("ede", vacancy ?? "/nl/vacancies/none"));
  expect(await themeCss(page)).toContain(ownColour);
  await expect(page.locator("header img").first()).toHaveAttribute("src", /^\/uploads\/.+\.webp$/);

  await page.goto(at("heumen", "/nl"));
  expect(await themeCss(page)).not.toContain(ownColour);
  await expect(page.locator("header img[src^='/uploads/']")).toHaveCount(0);
});

test("a footer column edited in the footer screen shows in Ede's footer", async ({ page }) => {
  await signIn(page, "/nl/instellingen/footer");
  await page.getByLabel("Titel van kolom 6").fill("Nieuwsbrief");
  const editor = page.locator("#footer_6_content");
  await editor.click();
  await page.keyboard.type("Elke maand het laatste nieuws");
  await expect(page.getByTestId("preview-footer")).toContainText("Nieuwsbrief");
  await expect(page.getByTestId("preview-footer")).toContainText("Elke maand het laatste nieuws");
  // Leaving with unsaved changes asks first; staying keeps them.
  const asked = page.waitForEvent("dialog").then(async (dialog) => {
    const message = dialog.message();
    await dialog.dismiss();
    return message;
  });
  await page.getByRole("link", { name: "Vormgeving" }).click();
  expect(await asked).toContain("niet-opgeslagen wijzigingen");
  await expect(page).toHaveURL(at("ede", "/nl/instellingen/footer"));
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De footer is opgeslagen.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(at("ede", "/nl"));
  const footer = page.locator("footer");
  await expect(footer.getByRole("heading", { name: "Nieuwsbrief" })).toBeVisible();
  await expect(footer).toContainText("Elke maand het laatste nieuws");
  await page.goto(at("heumen", "/nl"));
  await expect(page.locator("footer")).not.toContainText("Nieuwsbrief");
});

test("a favicon picked from Ede's media library is Ede's favicon once saved", async ({ page }) => {
  await signIn(page, "/nl/content/file-upload");
  const name = `Favicon ${Date.now().toString(36)}`;
  const upload = page.getByTestId("media-upload-form");
  await upload.getByLabel(/^Bestand/).setInputFiles({ name: "icoon.png", mimeType: "image/png", buffer: await logo() });
  await upload.getByLabel(/^Naam/).fill(name);
  await upload.getByLabel(/^Alt-tekst/).fill("Groen vlak");
  await upload.getByRole("button", { name: "Uploaden" }).click();
  await expect(page.getByTestId("media-card").filter({ hasText: name })).toBeVisible();

  await page.goto(at("ede", "/nl/instellingen/design"));
  await hydrated(page);
  const favicon = page.getByTestId("image-favicon");
  await favicon.getByRole("button", { name: "Kies uit de bestanden" }).click();
  const dialog = page.getByRole("dialog", { name: "Kies een afbeelding" });
  await dialog.getByLabel("Zoeken").fill(name);
  await dialog.getByRole("button", { name: "Zoeken" }).click();
  await dialog.getByRole("button", { name: `Kies ${name}` }).click();
  await expect(dialog).toBeHidden();
  const chosen = await favicon.getByRole("img").getAttribute("src");
  expect(chosen).toMatch(/^\/uploads\//);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De vormgeving is opgeslagen.")).toBeVisible();

  await page.goto(at("ede", "/nl"));
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute("href", chosen ?? "");
  await page.goto(at("heumen", "/nl"));
  await expect(page.locator('head link[rel="icon"]')).not.toHaveAttribute("href", chosen ?? "");
});

test("the settings screens pass axe in dark mode too, and Ede's profile is put back", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await signIn(page, "/nl/instellingen/design");
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(at("ede", "/nl/instellingen/footer"));
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);

  const { id, profile } = original;
  const status = await page.evaluate(
    async ({ id, attributes }) => {
      const response = await fetch(`/api/v1/volunteer_centers/${id}/profile`, {
        method: "PATCH",
        headers: { "content-type": "application/vnd.api+json", accept: "application/vnd.api+json" },
        body: JSON.stringify({ data: { type: "volunteer_center_profiles", attributes } }),
      });
      return response.status;
    },
    {
      id,
      attributes: {
        primary_color: profile.primary_color,
        primary_color_shades: profile.primary_color_shades,
        text_color: profile.text_color,
        website_logo_id: null,
        favicon_id: null,
        footer_columns: { "6": (profile.footer_columns as Record<string, unknown>)["6"] ?? null },
      },
    },
  );
  expect(status).toBe(200);
  await page.goto(at("ede", "/nl"));
  expect(await themeCss(page)).not.toContain(`--primary-700:${shades["700"]}`);
  await expect(page.locator("footer")).not.toContainText("Nieuwsbrief");
});
