import { expect } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, hydrated } from "./helpers";
import { test } from "./test";

test("a centre administrator finds organizations and approves a new one", async ({ page }) => {
  await page.goto(at("meedoen", "/nl/auth/login-1?redirectTo=%2Fnl%2Forganizations"));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill("center-superuser@meedoen.demo.test");
  await page.getByLabel(/^Wachtwoord/).fill("Vrijwilliger2026!");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(at("meedoen", "/nl/organizations"));
  await expect(page.getByTestId("organizations-count")).toHaveText("9 organisaties");

  await page.getByLabel("Status").selectOption("pending");
  await page.getByRole("button", { name: "Filteren" }).click();
  await expect(page.getByTestId("organizations-list").getByRole("listitem")).toHaveCount(1);
  await expect(page.getByTestId("organizations-list").getByText("In afwachting")).toBeVisible();

  await page.getByRole("link", { name: "Registraties beoordelen" }).click();
  const card = page.getByTestId("pending-organization").filter({ hasText: "Stichting Buurtkracht" });
  await card.getByRole("button", { name: "Goedkeuren" }).click();
  await expect(page.getByTestId("approve-result")).toHaveText("Stichting Buurtkracht is goedgekeurd.");
  await expect(page.getByText("Er wachten geen registraties.")).toBeVisible();

  // Now public: a visitor opens its page.
  await page.context().clearCookies();
  await page.goto(at("meedoen", "/nl/organizations?q=Buurtkracht"));
  await expect(page).toHaveURL(/auth\/login-1/);
});

test("an organization's page lists its published vacancies as the vacancy bank shows them", async ({ page }) => {
  await page.goto(at("oldebroek", "/api/v1/organizations?filter[name_cont]=Voedselbank"));
  const id = JSON.parse((await page.locator("body").textContent()) ?? "").data[0].id;
  await page.goto(at("oldebroek", `/api/v1/vacancies/search?filter[organization_id]=${id}&page[size]=100`));
  const titles: string[] = JSON.parse((await page.locator("body").textContent()) ?? "").data.map(
    (hit: { attributes: { title: string } }) => hit.attributes.title,
  );
  expect(titles.length).toBeGreaterThan(0);
  await page.goto(at("oldebroek", `/nl/organizations/${id}`));
  await hydrated(page);
  const list = page.getByTestId("organization-vacancies");
  await expect(list.getByRole("heading", { name: "Vacatures" })).toBeVisible();
  await expect(list.getByTestId("search-result")).toHaveCount(titles.length);
  await expect(list.getByRole("link", { name: titles[0] }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
