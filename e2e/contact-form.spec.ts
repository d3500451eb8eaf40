import { expect, type Page } from "@playwright/test";
import { FORM_SPAM } from "../contract/form-spam";
import { at, hydrated, signInAs } from "./helpers";
import { inbox } from "./mail-inbox";
import { test } from "./test";

test.describe.configure({ mode: "serial" });

/** A person needs a moment to write: the API refuses messages sent faster (FORM_SPAM.minFillSeconds). */
const waitLikeAPerson = (page: Page) => page.waitForTimeout(FORM_SPAM.minFillSeconds * 1000 + 200);

test("a visitor finds the contact form in the menu, is told what is missing when leaving a field, and gets a confirmation; the centre gets the message", async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(at(null, "/nl"));
  await hydrated(page);
  await page.getByRole("button", { name: "Menu openen" }).click();
  const drawer = page.getByRole("dialog", { name: "Hoofdmenu" });
  await drawer.getByRole("link", { name: "Stuur ons een bericht" }).click();
  await expect(page.getByRole("heading", { name: "Contact", level: 1 })).toBeVisible();
  await hydrated(page);
  // The form's rules load after the page: a field left before then is checked by the server on sending.
  await expect(page.getByRole("form", { name: "Contact" })).toHaveAttribute("data-checks-on-blur", "true");

  await page.getByLabel(/^Je naam/).focus();
  await page.getByLabel(/^Je e-mailadres/).focus();
  await expect(page.getByText("Dit veld is verplicht")).toBeVisible();
  await page.getByLabel(/^Je e-mailadres/).fill("truus@");
  await page.getByLabel(/^Onderwerp/).focus();
  await expect(page.getByText("Vul een geldig e-mailadres in")).toBeVisible();

  await page.getByLabel(/^Je naam/).fill("Truus Visser");
  await page.getByLabel(/^Je e-mailadres/).fill("truus.contact@example.test");
  await page.getByLabel(/^Onderwerp/).fill("Vervoer naar de markt");
  await page.getByLabel(/^Je bericht/).fill("Is er iemand die mij op dinsdag naar de markt kan brengen?");
  await page.getByRole("button", { name: "Bericht versturen" }).click();
  await expect(page.getByText("Geef toestemming om je bericht te bewaren, zodat we het kunnen beantwoorden.")).toBeVisible();
  await page.getByLabel(/Ik geef toestemming/).check();
  await waitLikeAPerson(page);
  await page.getByRole("button", { name: "Bericht versturen" }).click();

  await expect(page.getByTestId("contact-outcome")).toHaveText("Bedankt voor je bericht. We antwoorden zo snel mogelijk.");
  await expect(page.getByText("We hebben een bevestiging gestuurd naar truus.contact@example.test.")).toBeVisible();
  const confirmation = await inbox.waitFor("truus.contact@example.test", 20_000);
  // A typed address hears only that the message came, never what was written (decision 17).
  expect(confirmation.text).toContain("heeft het ontvangen");
  expect(confirmation.text).not.toContain("Is er iemand die mij op dinsdag naar de markt kan brengen?");
  // The centre's contact address, whichever centre this host is.
  const toCentre = async () =>
    (await inbox.received()).find((mail) => mail.subject === "Contactformulier: Vervoer naar de markt");
  await expect.poll(async () => (await toCentre())?.to[0], { timeout: 20_000 }).toMatch(/^info@/);
  const centreMail = await toCentre();
  expect(centreMail?.text).toContain("Truus Visser (truus.contact@example.test)");
  expect(centreMail?.raw).toMatch(/^reply-to:.*truus\.contact@example\.test/im);
  await context.close();

  // Staff read it beside the other forms.
  const staff = await browser.newContext();
  await signInAs(staff, "center-superuser");
  const forms = await (await staff.request.get(at(null, "/api/v1/forms?filter[search]=Contactformulier"))).json();
  const contact = forms.data.find(
    (form: { attributes: { system_key: string | null } }) => form.attributes.system_key === "contact",
  );
  const submissions = await (await staff.request.get(at(null, `/api/v1/forms/${contact.id}/submissions`))).json();
  expect(JSON.stringify(submissions.data[0].attributes.answers)).toContain("Vervoer naar de markt");
  await staff.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the message goes as a plain post; the server's refusal keeps what was written", async ({ page }) => {
    test.slow();
    await page.goto(at(null, "/en/contactformulier"));
    await page.getByLabel(/^Your name/).fill("Piet");
    await page.getByLabel(/^Your e-mail address/).fill("piet.contact@example.test");
    await page.getByLabel(/^Subject/).fill("Hi");
    await page.getByLabel(/^Your message/).fill("A question about the workshops in spring.");
    await waitLikeAPerson(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByLabel(/^Subject/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please agree that we keep your message to answer it.")).toBeVisible();
    await expect(page.getByLabel(/^Your message/)).toHaveValue("A question about the workshops in spring.");

    await page.getByLabel(/^Subject/).fill("Workshops in spring");
    await page.getByLabel(/I agree/).check();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("contact-outcome")).toHaveText(
      "Thank you for your message. We will answer as soon as possible.",
    );
    const mail = await inbox.waitFor("piet.contact@example.test", 20_000);
    expect(mail.subject).toMatch(/^We have received your message/);
  });
});
