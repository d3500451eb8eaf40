import { expect } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

test("an admin finds the data viewer in his menu, filters a table, pages, and downloads it as CSV", async ({ page, context }) => {
  await signInAs(context, "admin");
  await page.goto(at(null, "/nl/dashboard"));
  await hydrated(page);
  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Gegevens bekijken" }).click();
  await expect(page.getByRole("heading", { name: "Gegevens bekijken", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Tabellen" }).getByRole("link", { name: "Logboek" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);

  const tables = page.getByRole("navigation", { name: "Tabellen" });
  await tables.getByRole("link", { name: "Organisaties" }).click();
  await expect(tables.getByRole("link", { name: "Organisaties" })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Zoeken").fill("Buurtkracht");
  await page.getByLabel("Status").selectOption("pending");
  await page.getByRole("button", { name: "Filteren" }).click();
  const table = page.getByTestId("data-viewer-table");
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table).toContainText("Stichting Buurtkracht");
  await expect(page.getByTestId("data-viewer-count")).toHaveText("1 rij");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download als CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("organizations.csv");
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  const lines = text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe(
    '"id";"name";"organization_type";"status";"city";"phone_number";"contact_email";"center_id";"created_at"',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('"Stichting Buurtkracht";"NonProfit";"pending"');

  // Users, with their contact details, on a phone: the table scrolls sideways and takes the keyboard.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(at(null, "/nl/admin/data-viewer?tabel=users"));
  await expect(page.getByTestId("data-viewer-table")).toContainText("admin@public.demo.test");
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(at(null, "/en/admin/data-viewer?tabel=applications"));
  await expect(page.getByRole("heading", { name: "Data viewer", level: 1 })).toBeVisible();
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
});

test("anyone but an admin gets no data viewer", async ({ page, context }) => {
  await signInAs(context, "center-superuser");
  const response = await page.goto(at(null, "/nl/admin/data-viewer"));
  expect(response?.status()).toBe(403);
  await page.goto(at(null, "/nl/dashboard"));
  await hydrated(page);
  await page.getByRole("button", { name: "Account" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Gegevens bekijken" })).toHaveCount(0);
});
