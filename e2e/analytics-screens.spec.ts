import { expect } from "@playwright/test";
import { axeInBothModes, axeViolations, NO_VIOLATIONS } from "./axe";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

test("centre staff reach /analytics from the menu, read the figures as chart and table, and download them as CSV", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(context, "admin");
  await page.goto(at(null, "/nl/dashboard"));
  await hydrated(page);
  await page.getByRole("navigation", { name: "Jouw menu" }).getByRole("link", { name: "Analyse" }).click();
  await expect(page.getByRole("heading", { name: "Analyse", level: 1 })).toBeVisible();
  await hydrated(page);
  await expect(page.getByTestId("weeks-chart").locator("svg").first()).toBeVisible();
  const weeks = page.getByTestId("weeks-table");
  expect(await weeks.locator("tbody tr").count()).toBeGreaterThanOrEqual(52);
  expect(await axeViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("weeks-csv").click()]);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  const lines = text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe('"week";"applications";"vacancies_published";"vacancies_filled";"vacancies_expired";"pool_replies"');
  // The download holds the same figures as the table: its first week, cell for cell.
  const firstRow = await weeks.locator("tbody tr").first().locator("td").allTextContents();
  expect(lines[1]).toBe(firstRow.map((cell) => `"${cell}"`).join(";"));
  expect(lines).toHaveLength((await weeks.locator("tbody tr").count()) + 1);

  // The period is a GET form: it works before scripts.
  await page.getByLabel("Van", { exact: true }).fill("2026-01-05");
  await page.getByLabel("Tot en met", { exact: true }).fill("2026-01-18");
  await page.getByRole("button", { name: "Toon cijfers" }).click();
  await expect(page).toHaveURL(/van=2026-01-05/);
  await expect(weeks.locator("tbody tr")).toHaveCount(2);
});

for (const [name, viewport, path] of [
  ["phone", { width: 390, height: 844 }, "/nl/analytics"],
  ["phone, English", { width: 390, height: 844 }, "/en/analytics"],
  ["trends, desktop", { width: 1366, height: 900 }, "/nl/analytics/index-2"],
  ["trends, phone", { width: 390, height: 844 }, "/en/analytics/index-2"],
] as const) {
  test(`the analytics screens have no axe violations and no sideways scrolling (${name}, light and dark)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(context, "center-superuser");
    await page.goto(at(null, path));
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test("an admin of a site with several centres picks one: its organizations and its figures", async ({ page, context }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(context, "admin");
  await page.goto(at(null, "/nl/analytics"));
  const applications = async () =>
    Number(
      await page
        .getByTestId("totals-table")
        .getByRole("row")
        .filter({ has: page.getByRole("cell", { name: "Aanmeldingen", exact: true }) })
        .getByRole("cell")
        .last()
        .textContent(),
    );
  const all = await applications();
  const center = page.getByRole("combobox", { name: "Centrale", exact: true });
  await expect(center.locator("option")).toHaveCount(4);
  expect((await center.locator("option").allTextContents()).map((name) => name.split(" ").pop()).sort()).toEqual([
    "Ede",
    "Heumen",
    "Nijmegen",
    "centrales",
  ]);
  await center.selectOption({ label: "Vrijwilligerscentrale Heumen" });
  await page.getByRole("button", { name: "Toon cijfers" }).click();
  await expect(page).toHaveURL(/centrum=\d+/);
  const heumen = new URL(page.url()).searchParams.get("centrum");
  await expect(center).toHaveValue(heumen ?? "");
  // The organization choice offers Heumen's organizations, as the API lists them.
  const listed = await context.request.get(
    at(null, `/api/v1/organizations?filter[center_id_eq]=${heumen}&filter[status_eq]=approved&sort=name&page[size]=100`),
  );
  const names = ((await listed.json()).data as { attributes: { name: string } }[]).map((o) => o.attributes.name);
  expect(names.length).toBeGreaterThan(0);
  const organization = page.getByRole("combobox", { name: "Organisatie", exact: true });
  await expect(organization.locator("option")).toHaveText(["Alle organisaties", ...names]);
  expect(await applications()).toBeLessThanOrEqual(all);

  // Another centre with Heumen's organization still chosen: that centre's figures, not an error.
  await organization.selectOption({ label: names[0] });
  await center.selectOption({ label: "Vrijwilligerscentrale Ede" });
  await page.getByRole("button", { name: "Toon cijfers" }).click();
  await expect(page.getByRole("heading", { name: "Analyse", level: 1 })).toBeVisible();
  await expect(center).not.toHaveValue(heumen ?? "");
  await expect(organization).toHaveValue("");
  expect(await axeViolations(page)).toEqual([]);
  // Centre staff having no such choice is rendered by the server: app/routes/analytics.test.ts.
});
