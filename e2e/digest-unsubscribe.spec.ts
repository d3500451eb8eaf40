import { expect } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, hydrated } from "./helpers";
import { test } from "./test";

// The summary's own link is followed in the API test (server/modules/digest); here the page a visitor lands on.
test("the unsubscribe page changes nothing until its button is pressed, and says so when the link is unknown", async ({
  page,
}) => {
  await page.goto(at("oldebroek", "/nl/periodieke-mail/afmelden?token=onbekend"));
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Afmelden voor het periodieke overzicht" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Ja, meld me af" }).click();
  await expect(page.getByTestId("unsubscribe-result")).toHaveText(/Deze afmeldlink kennen we niet/);
  await expect(page.getByRole("link", { name: "Naar je instellingen voor periodieke mail" })).toBeVisible();
});
