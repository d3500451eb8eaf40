import { expect } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, hydrated, logInThroughPage } from "./helpers";
import { test } from "./test";

test.describe.configure({ mode: "serial" });

const ABOUT = "Ik kook graag en help ouderen met een warme maaltijd.";
const REPLY = "Ons eetcafé zoekt een kok voor de dinsdagavond. Zin om kennis te maken?";

test("a volunteer joins the pool, an organization finds and replies, the volunteer answers in a conversation", async ({
  page,
  browser,
}) => {
  test.slow();
  // Vera fills in her profile and lets organizations find her.
  await logInThroughPage(page, "volunteer@oldebroek.demo.test", "/nl/profile-edit/vrijwilligersprofiel");
  await hydrated(page);
  // What is wrong shows as she leaves a field; a refused save lists it above the form, with the focus there.
  const postalCode = page.getByLabel(/^Postcode/);
  await postalCode.fill("80");
  await postalCode.blur();
  await expect(postalCode).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#postal_code-error")).toHaveText("Dit veld heeft niet de juiste vorm");
  const distance = page.getByLabel(/^Afstand in km/);
  await distance.fill("500");
  await page.getByRole("button", { name: "Profiel opslaan" }).click();
  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText([/^Postcode/, /^Afstand in km/]);
  await summary.getByRole("link", { name: /^Afstand in km/ }).click();
  await expect(distance).toBeFocused();
  await distance.fill("10");
  await postalCode.fill("8091 AB");
  await postalCode.blur();
  await expect(page.locator("#postal_code-error")).toHaveCount(0);
  await page.getByLabel(/^Over mij/).fill(ABOUT);
  await page.getByRole("group", { name: "Talen die ik spreek" }).getByLabel("Turks").check();
  await page.getByRole("group", { name: "Dinsdag" }).getByLabel("Avond").check();
  await page.getByLabel(/^Uren per week/).fill("6");
  await page.getByLabel(/^Postcode/).fill("8091 AB");
  await page.getByLabel("Organisaties mogen mij vinden in de vrijwilligerspool").check();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Profiel opslaan" }).click();
  await expect(page.getByRole("status")).toHaveText("Je vrijwilligersprofiel is opgeslagen.");

  // Olga, an organization superuser, finds her in the pool: first name and initial, her town, no way to reach her.
  const context = await browser.newContext();
  const organization = await context.newPage();
  await logInThroughPage(organization, "organization-superuser@oldebroek.demo.test", "/nl/dashboard");
  await organization.getByTestId("pool-links").getByRole("link", { name: "Vrijwilligerspool" }).click();
  await expect(organization.getByRole("heading", { level: 1 })).toHaveText("Vrijwilligerspool");
  await hydrated(organization);
  // A postal code that is none is said beside the search, not as an error page.
  await organization.getByLabel("Postcode").fill("abc");
  await organization.getByRole("button", { name: "Zoeken" }).click();
  await expect(organization.getByRole("alert")).toContainText("Deze filterwaarde klopt niet: abc.");
  await organization.getByLabel("Postcode").fill("");
  await organization.locator("summary", { hasText: "Talen" }).click();
  await organization.getByRole("group", { name: "Talen" }).getByLabel("Turks").check();
  await organization.getByRole("button", { name: "Zoeken" }).click();
  await expect(organization).toHaveURL(/language=tr/);
  const card = organization.getByTestId("pool-card").filter({ hasText: ABOUT });
  await expect(card.getByRole("heading")).toHaveText("Vera V.");
  await expect(card).toContainText("Wezep");
  await expect(organization.locator("main")).not.toContainText("volunteer@oldebroek.demo.test");
  await expect(organization.locator("main")).not.toContainText("8091 AB");
  expect(await axeViolations(organization)).toEqual([]);
  await card.getByText("Reageren").click();
  await card.getByLabel(/^Reageer op Vera V\./).fill(REPLY);
  await card.getByRole("button", { name: "Reactie versturen" }).click();
  await expect(organization.getByRole("status")).toHaveText("Je reactie is verstuurd.");
  await expect(card).toContainText("Je organisatie heeft al gereageerd");

  // Vera reads the reply and answers: a conversation with the organization starts.
  await page.goto(at("oldebroek", "/nl/profile-replies"));
  await hydrated(page);
  const reply = page.getByTestId("profile-reply").filter({ hasText: REPLY });
  await expect(reply.getByTestId("reply-state")).toHaveText("Open");
  expect(await axeViolations(page)).toEqual([]);
  await reply.getByLabel(/^Je antwoord/).fill("Leuk! Dinsdagavond kan ik.");
  await reply.getByRole("button", { name: "Antwoorden" }).click();
  await expect(page.getByRole("status")).toHaveText("Je antwoord is verstuurd. Het gesprek staat bij Gesprekken.");
  await expect(reply.getByTestId("reply-state")).toHaveText("Beantwoord");
  // By keyboard: the toast may sit over the link on a small window.
  await reply.getByRole("link", { name: "Naar het gesprek" }).press("Enter");
  await expect(page).toHaveURL(/\/nl\/conversations\/\d+$/);
  await expect(page.getByTestId("messages")).toContainText(REPLY);
  await expect(page.getByTestId("messages")).toContainText("Leuk! Dinsdagavond kan ik.");

  // Olga sees her reply answered.
  await organization.goto(at("oldebroek", "/nl/profile-replies"));
  const sent = organization.getByTestId("profile-reply").filter({ hasText: REPLY });
  await expect(sent.getByTestId("reply-state")).toHaveText("Beantwoord");
  expect(await axeViolations(organization)).toEqual([]);
  await context.close();
});
