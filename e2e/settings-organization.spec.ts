import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

const ABOUT = /^Over ons/;

// Both tests save the same demo organization (its text, its logo): one after the other, or one undoes the other's logo.
test.describe.configure({ mode: "default" });

/** Saves /instellingen/organisatie with this "about us" text, after what `also` does to the form. */
async function saveOrganization(page: Page, about: string, also?: (page: Page) => Promise<void>) {
  await page.goto(at(null, "/nl/instellingen/organisatie"));
  await hydrated(page);
  await also?.(page);
  await page.getByLabel(ABOUT).fill(about);
  await page.getByRole("button", { name: "Organisatie opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De organisatie is opgeslagen" })).toBeVisible();
}

async function saveContact(page: Page, person: string, email: string) {
  await page.goto(at(null, "/nl/instellingen/contact-person"));
  await hydrated(page);
  await page.getByLabel(/^Standaard contactpersoon/).selectOption({ label: person });
  await page.getByLabel(/^E-mailadres voor vrijwilligers/).fill(email);
  await page.getByRole("button", { name: "Contactgegevens opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "De contactgegevens zijn opgeslagen" })).toBeVisible();
}

test("an organization superuser edits the organization and its contact person and sees its public page change", async ({
  page,
  context,
}) => {
  await signInAs(context, "organization-superuser");
  await page.goto(at(null, "/nl/instellingen/organisatie"));
  await expect(page.getByRole("heading", { level: 2, name: "Organisatie" })).toBeVisible();
  const before = await page.getByLabel(ABOUT).inputValue();

  const logo = await sharp({ create: { width: 120, height: 120, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();
  await saveOrganization(page, "Onze leerlingen helpen elke vrijdag in de buurt.", async () => {
    await page.getByLabel(/^Kies een (ander )?logo/).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    // Previewed before it is saved.
    await expect(page.getByTestId("logo-preview")).toBeVisible();
  });
  await saveContact(page, "Sem Student", "stage@regenboog.example.nl");

  // The public page shows the new text, the logo and the e-mail address for volunteers.
  await page.goto(at(null, "/nl/instellingen/organisatie"));
  await page.getByRole("link", { name: "Bekijk de organisatiepagina" }).click();
  await expect(page).toHaveURL(/\/nl\/organizations\/\d+$/);
  await expect(page.getByText("Onze leerlingen helpen elke vrijdag in de buurt.")).toBeVisible();
  await expect(page.getByRole("link", { name: "stage@regenboog.example.nl" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Logo van Basisschool De Regenboog" })).toBeVisible();

  // A new vacancy starts with the default contact person.
  await page.goto(at(null, "/nl/vacancies/add"));
  await expect(page.getByLabel(/^Contactpersoon/).locator("option:checked")).toHaveText("Sem Student");

  // Other specs share the server: put everything back.
  await saveOrganization(page, before, (p) => p.getByLabel("Logo verwijderen").check());
  await saveContact(page, "Geen (de maker van de vacature)", "");
  await expect(page.getByLabel(/^Standaard contactpersoon/)).toHaveValue("");
});

test("an organization takes a stock image as its logo instead of uploading one", async ({ page, context }) => {
  await signInAs(context, "organization-superuser");
  const before = await (async () => {
    await page.goto(at(null, "/nl/instellingen/organisatie"));
    return page.getByLabel(ABOUT).inputValue();
  })();
  await saveOrganization(page, before, async (p) => {
    await p.getByRole("button", { name: "Kies een stockfoto" }).click();
    const dialog = p.getByRole("dialog", { name: "Kies een stockfoto" });
    const search = dialog.getByRole("searchbox", { name: "Zoeken" });
    await search.fill("honing");
    await search.press("Enter");
    await dialog.getByRole("button", { name: "Kies deze: Bijen en bloemen" }).click();
    await expect(dialog).toBeHidden();
    await expect(p.getByTestId("logo-preview")).toHaveAttribute("src", /\/stock\/.+-480\.webp$/);
  });
  await page.getByRole("link", { name: "Bekijk de organisatiepagina" }).click();
  await expect(page.getByRole("img", { name: "Logo van Basisschool De Regenboog" })).toHaveAttribute("src", /\/stock\//);

  // Other specs share the server: the logo goes again.
  await saveOrganization(page, before, (p) => p.getByLabel("Logo verwijderen").check());
});
