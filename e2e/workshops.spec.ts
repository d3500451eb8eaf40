import { expect } from "@playwright/test";
import { at, hydrated, signInAs } from "./helpers";
import { inbox } from "./mail-inbox";
import { test } from "./test";

test.describe.configure({ mode: "serial" });

const title = `Taalcoach worden ${Date.now()}`;
let workshopPath = "";

/** A datetime-local value so many days ahead, at this hour. */
const local = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
};

test("the centre's staff plan a workshop with one seat; the form says what is wrong first", async ({ page, context }) => {
  await signInAs(context, "center-superuser");
  await page.goto(at(null, "/nl/workshops"));
  await hydrated(page);
  await page.getByRole("link", { name: "Nieuwe workshop" }).click();
  await expect(page.getByRole("heading", { name: "Nieuwe workshop", level: 1 })).toBeVisible();
  await page.getByLabel(/^Titel/).fill(title);
  await page.getByLabel(/^Beschrijving/).fill("Een avond voor wie anderen wil helpen met de Nederlandse taal.");
  await page.getByLabel(/^Begint/).fill(local(10, 19));
  await page.getByLabel(/^Eindigt/).fill(local(10, 18));
  await page.getByLabel(/^Aantal plaatsen/).fill("1");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Het einde moet na het begin liggen.")).toBeVisible();
  await expect(page.getByText("Geef een plaats op, of kies voor online.")).toBeVisible();

  await page.getByLabel(/^Eindigt/).fill(local(10, 21));
  await page.getByLabel(/^Adres of zaal/).fill("Bibliotheek Nijmegen, zaal 2");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("Nog 1 plek vrij")).toBeVisible();
  workshopPath = new URL(page.url()).pathname;
});

test("a visitor on a phone finds the workshop from the footer and signs up; the mail has a cancel link", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(at(null, "/nl/vacancies/search"));
  await hydrated(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Workshops" }).click();
  await expect(page.getByRole("heading", { name: "Workshops en trainingen", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: title }).click();
  await hydrated(page);

  // Spec section 5: a field says what is wrong when it is left, once the checks have loaded.
  await expect(page.getByRole("form", { name: "Inschrijven" })).toHaveAttribute("data-checks-on-blur", "true");
  await page.getByLabel(/^E-mailadres/).fill("anna@");
  await page.getByLabel(/^Naam/).focus();
  await expect(page.getByText("Vul een geldig e-mailadres in")).toBeVisible();
  await page.getByLabel(/^Naam/).fill("Anna de Vries");
  await page.getByLabel(/^E-mailadres/).fill("anna.workshop@example.test");
  await page.getByRole("button", { name: "Inschrijven" }).click();
  await expect(page.getByTestId("sign-up-done")).toHaveText("Je bent ingeschreven. We hebben je een bevestiging gemaild.");
  const mail = await inbox.waitFor("anna.workshop@example.test", 20_000, `Je bent ingeschreven: ${title}`);
  expect(mail.text).toContain("Bibliotheek Nijmegen, zaal 2");
  await context.close();
});

test("without JavaScript the next visitor joins the waiting list; when Anna cancels, the seat is his", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(at(null, workshopPath));
  await expect(page.getByRole("heading", { name: "Inschrijven voor de wachtlijst" })).toBeVisible();
  await page.getByLabel(/^Naam/).fill("Bram Jansen");
  await page.getByLabel(/^E-mailadres/).fill("bram.workshop@example.test");
  await page.getByRole("button", { name: "Op de wachtlijst" }).click();
  await expect(page.getByTestId("sign-up-done")).toContainText("je staat op de wachtlijst");

  const mail = await inbox.waitFor("anna.workshop@example.test", 20_000, `Je bent ingeschreven: ${title}`);
  const link = /(http:\/\/localhost:\d+\/nl\/workshops\/afmelden\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "";
  expect(link).toBeTruthy();
  // Opening the link cancels nothing (a mail scanner may open it); the button does.
  await page.goto(link);
  await page.getByRole("button", { name: "Ja, schrijf mij uit" }).click();
  await expect(page.getByRole("status")).toContainText(`Je bent uitgeschreven voor ${title}`);
  await inbox.waitFor("bram.workshop@example.test", 20_000, `Er is een plek voor je: ${title}`);
  await page.goto(link);
  await page.getByRole("button", { name: "Ja, schrijf mij uit" }).click();
  await expect(page.getByRole("alert")).toContainText("Deze link werkt niet (meer)");
  await context.close();
});

test("the staff see who comes and who cancelled", async ({ page, context }) => {
  await signInAs(context, "center-superuser");
  await page.goto(at(null, workshopPath));
  const list = page.getByTestId("registrations");
  await expect(list.getByRole("listitem").filter({ hasText: "Bram Jansen" })).toContainText("Heeft een plek");
  await expect(list.getByRole("listitem").filter({ hasText: "Anna de Vries" })).toContainText("Uitgeschreven");
  await expect(page.getByTestId("workshop-occupancy")).toHaveText("1 van 1 bezet");
});
