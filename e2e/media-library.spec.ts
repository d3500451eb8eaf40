import { expect } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "./axe";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

// A content manager of the public tenant's Nijmegen centre runs its media library from the browser.

const picture = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2f7d5b" } })
    .png()
    .toBuffer();

const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

test("a content manager uploads an image with alt text and a PDF, finds them, and deletes the PDF", async ({ page, context }) => {
  test.slow();
  await signInAs(context, "content-manager");
  const run = Date.now().toString(36);
  const imageName = `Zomerfeest ${run}`;
  const pdfName = `Jaarverslag ${run}`;
  await page.goto(at(null, "/nl/content/file-upload"));
  await hydrated(page);
  await expect(page.getByTestId("media-quota")).toContainText(/van 500 MB gebruikt/);
  const form = page.getByTestId("media-upload-form");

  // Without alt text the image is refused, the error next to the field and in the summary.
  await form.getByLabel(/^Bestand/).setInputFiles({ name: "zomerfeest.png", mimeType: "image/png", buffer: await picture() });
  await form.getByLabel(/^Naam/).fill(imageName);
  await form.getByRole("button", { name: "Uploaden" }).click();
  await expect(page.locator("#upload-alt_text-error")).toContainText("Een afbeelding heeft een alt-tekst nodig");
  await expect(form.getByRole("alert")).toContainText("Een afbeelding heeft een alt-tekst nodig");
  await expect(form.getByLabel(/^Naam/)).toHaveValue(imageName);

  await form.getByLabel(/^Bestand/).setInputFiles({ name: "zomerfeest.png", mimeType: "image/png", buffer: await picture() });
  await form.getByLabel(/^Alt-tekst/).fill("Vrijwilligers bij de kraam op het zomerfeest");
  await form.getByRole("button", { name: "Uploaden" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Het bestand is geüpload." })).toBeVisible();
  const imageCard = page.getByTestId("media-card").filter({ hasText: imageName });
  await expect(imageCard).toBeVisible();
  await expect(imageCard.getByRole("img", { name: "Vrijwilligers bij de kraam op het zomerfeest" })).toHaveAttribute(
    "src",
    /^\/uploads\/public\/\d{4}\/[0-9a-f]{32}-480\.webp$/,
  );

  await form.getByLabel(/^Bestand/).setInputFiles({ name: "jaarverslag.pdf", mimeType: "application/pdf", buffer: pdf });
  await form.getByLabel(/^Naam/).fill(pdfName);
  await form.getByRole("button", { name: "Uploaden" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Het bestand is geüpload." }).last()).toBeVisible();
  const pdfCard = page.getByTestId("media-card").filter({ hasText: pdfName });
  await expect(pdfCard).toContainText("PDF-document");

  // The alt text is changed in place; emptying it is refused for an image.
  await imageCard.getByRole("link", { name: `${imageName} bewerken` }).click();
  const edit = page.getByTestId("media-edit-form");
  await expect(edit.getByRole("heading", { name: `${imageName} bewerken` })).toBeFocused();
  await edit.getByLabel(/^Alt-tekst/).fill("");
  await edit.getByRole("button", { name: "Opslaan" }).click();
  await expect(edit.locator(`[id$="-alt_text-error"]`)).toContainText("Een afbeelding heeft een alt-tekst nodig");
  await edit.getByLabel(/^Alt-tekst/).fill("Vrijwilligers bij de kraam op het zomerfeest in het park");
  await edit.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De wijzigingen zijn opgeslagen." })).toBeVisible();
  await expect(imageCard).toContainText("Vrijwilligers bij de kraam op het zomerfeest in het park");
  await expect(page.getByTestId("media-edit-form")).toHaveCount(0);

  // Search by alt text, then only documents.
  await page.getByLabel("Zoeken op naam of alt-tekst").fill("kraam op het zomerfeest");
  await page.getByRole("button", { name: "Zoeken", exact: true }).click();
  await expect(page).toHaveURL(/q=kraam/);
  await expect(page.getByTestId("media-card").filter({ hasText: imageName })).toBeVisible();
  await expect(page.getByTestId("media-card").filter({ hasText: pdfName })).toHaveCount(0);
  await page.getByLabel("Zoeken op naam of alt-tekst").fill(run);
  await page.getByLabel("Soort").selectOption("document");
  await page.getByRole("button", { name: "Zoeken", exact: true }).click();
  await expect(page.getByTestId("media-count")).toHaveText("1 bestand");
  await expect(page.getByTestId("media-card")).toHaveText(new RegExp(pdfName));

  // Delete asks first; the file is then gone.
  await pdfCard.getByRole("link", { name: `${pdfName} verwijderen` }).click();
  const question = page.getByTestId("media-delete-confirmation");
  await expect(question.getByRole("heading", { name: `${pdfName} verwijderen?` })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await question.getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Het bestand is verwijderd." })).toBeVisible();
  await expect(page.getByTestId("media-card").filter({ hasText: pdfName })).toHaveCount(0);
  await expect(page.getByText("Geen bestanden gevonden die bij je zoekopdracht passen.")).toBeVisible();

  // The grid with its thumbnails in dark mode too (axe runs on the page this test leaves open).
  await page.goto(at(null, "/nl/content/file-upload"));
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await hydrated(page);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByTestId("media-card").filter({ hasText: imageName })).toBeVisible();
});

test("what is typed in the upload form stays when a colleague's upload changes the library", async ({ page, context }) => {
  await signInAs(context, "content-manager");
  const name = `Half ingevuld ${Date.now().toString(36)}`;
  await page.goto(at(null, "/nl/content/file-upload"));
  await hydrated(page);
  const form = page.getByTestId("media-upload-form");
  await form.getByLabel(/^Naam/).fill(name);

  // A colleague uploads meanwhile; this screen then reloads its list (here through a search).
  const status = await page.evaluate(
    async (bytes) => {
      const body = new FormData();
      body.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "collega.pdf");
      body.append("name", "Van een collega");
      body.append("alt_text", "");
      return (await fetch("/api/v1/media_files", { method: "POST", body })).status;
    },
    [...pdf],
  );
  expect(status).toBe(201);
  await page.getByRole("button", { name: "Zoeken", exact: true }).click();
  await expect(page.getByTestId("media-card").filter({ hasText: "Van een collega" }).first()).toBeVisible();
  await expect(form.getByLabel(/^Naam/)).toHaveValue(name);
});

test("the media picker finds an image of the library by search and hands it over", async ({ page, context }) => {
  await signInAs(context, "admin");
  const name = `Picker ${Date.now().toString(36)}`;
  await page.goto(at(null, "/nl/content/file-upload"));
  await hydrated(page);
  const form = page.getByTestId("media-upload-form");
  await form.getByLabel(/^Bestand/).setInputFiles({ name: "markt.png", mimeType: "image/png", buffer: await picture() });
  await form.getByLabel(/^Naam/).fill(name);
  await form.getByLabel(/^Alt-tekst/).fill("Kraampjes op de markt");
  await form.getByRole("button", { name: "Uploaden" }).click();
  await expect(page.getByTestId("media-card").filter({ hasText: name })).toBeVisible();

  await page.goto(at(null, "/nl/test/media-picker"));
  await hydrated(page);
  await page.getByRole("button", { name: "Kies uit de bestanden" }).click();
  const dialog = page.getByRole("dialog", { name: "Kies een afbeelding" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Zoeken").fill(name);
  await dialog.getByRole("button", { name: "Zoeken" }).click();
  await expect(dialog.getByRole("button", { name: /^Kies / })).toHaveCount(1);
  await dialog.getByRole("button", { name: `Kies ${name}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("media-picker-chosen")).toHaveText(new RegExp(`^Gekozen: ${name} \\(upload \\d+\\)$`));

  // Escape closes it without a choice.
  await page.getByRole("button", { name: "Kies uit de bestanden" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("deleting a file in use warns with its uses first, and then the use lets go of it", async ({ page, context }) => {
  await signInAs(context, "admin");
  const name = `Favicon ${Date.now().toString(36)}`;
  await page.goto(at(null, "/nl/content/file-upload"));
  await hydrated(page);
  const form = page.getByTestId("media-upload-form");
  await form.getByLabel(/^Bestand/).setInputFiles({ name: "icoon.png", mimeType: "image/png", buffer: await picture() });
  await form.getByLabel(/^Naam/).fill(name);
  await form.getByLabel(/^Alt-tekst/).fill("Het icoon van de centrale");
  await form.getByRole("button", { name: "Uploaden" }).click();
  const card = page.getByTestId("media-card").filter({ hasText: name });
  await expect(card).toBeVisible();

  // The centre of Ede (same tenant) takes the image as its favicon, as its settings screen would.
  const ede = await page.evaluate(async (fileName) => {
    const json = { "content-type": "application/vnd.api+json" };
    const files = await (await fetch(`/api/v1/media_files?filter[search]=${encodeURIComponent(fileName)}`)).json();
    const centers = await (await fetch("/api/v1/volunteer_centers")).json();
    const center = centers.data.find((c: { attributes: { slug: string } }) => c.attributes.slug === "ede");
    const attributes = { favicon_id: Number(files.data[0].attributes.upload_id) };
    const response = await fetch(`/api/v1/volunteer_centers/${center.id}/profile`, {
      method: "PATCH",
      headers: json,
      body: JSON.stringify({ data: { type: "volunteer_center_profiles", attributes } }),
    });
    return { id: center.id as string, status: response.status };
  }, name);
  expect(ede.status).toBe(200);

  await card.getByRole("link", { name: `${name} verwijderen` }).click();
  const question = page.getByTestId("media-delete-confirmation");
  await expect(question.getByTestId("media-usages")).toHaveText("Favicon van Vrijwilligerscentrale Ede");
  await question.getByRole("button", { name: "Toch verwijderen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Het bestand is verwijderd." })).toBeVisible();
  await expect(page.getByTestId("media-card").filter({ hasText: name })).toHaveCount(0);
  const favicon = await page.evaluate(async (id) => {
    const profile = await (await fetch(`/api/v1/volunteer_centers/${id}/profile`)).json();
    return profile.data.attributes.favicon_url;
  }, ede.id);
  expect(favicon).toBeNull();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the library uploads, searches and deletes as plain forms", async ({ page, context }) => {
    await signInAs(context, "page-manager");
    const name = `Zonder JS ${Date.now().toString(36)}`;
    await page.goto(at(null, "/nl/content/file-upload"));
    const form = page.getByTestId("media-upload-form");
    await form.getByLabel(/^Bestand/).setInputFiles({ name: "folder.pdf", mimeType: "application/pdf", buffer: pdf });
    await form.getByLabel(/^Naam/).fill(name);
    await form.getByRole("button", { name: "Uploaden" }).click();
    await expect(page.getByTestId("media-card").filter({ hasText: name })).toContainText("PDF-document");
    // The card shows while the page still loads; a search sent before it has loaded was dropped (CI, once).
    await page.waitForLoadState("load");

    await page.getByLabel("Zoeken op naam of alt-tekst").fill(name);
    await page.getByLabel("Soort").selectOption("document");
    await page.getByRole("button", { name: "Zoeken", exact: true }).click();
    await expect(page).toHaveURL(/kind=document/);
    await expect(page.getByTestId("media-count")).toHaveText("1 bestand");

    await page.getByRole("link", { name: `${name} verwijderen` }).click();
    await page.getByTestId("media-delete-confirmation").getByRole("button", { name: "Verwijderen" }).click();
    await expect(page.getByTestId("media-count")).toHaveText("0 bestanden");
  });
});
