import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { axeInBothModes, NO_VIOLATIONS } from "./axe";
import { at, DEMO_PASSWORD, hydrated, logInThroughPage, PORT } from "./helpers";
import { test } from "./test";

// Node cannot resolve *.localhost: API calls from the test go to localhost with X-Tenant.
const API = `http://localhost:${PORT}`;
const TENANT = { "x-tenant": "oldebroek" };
const STAFF = "center-superuser@oldebroek.demo.test";

async function staffHeaders(request: APIRequestContext) {
  const signIn = await request.post(`${API}/auth/sign_in`, { headers: TENANT, data: { email: STAFF, password: DEMO_PASSWORD } });
  expect(signIn.status()).toBe(200);
  const auth = { "access-token": signIn.headers()["access-token"], client: signIn.headers().client, uid: STAFF };
  return { ...TENANT, ...auth, "content-type": "application/vnd.api+json" };
}

/** The centre superuser adds an organization and archives it: an event of an organization no other spec knows of. */
async function changeAnOrganization(request: APIRequestContext) {
  const headers = await staffHeaders(request);
  const name = `Activiteitstest ${Date.now()}`;
  const created = await request.post(`${API}/api/v1/organizations`, {
    headers,
    data: { data: { type: "organizations", attributes: { name, organization_type: "NonProfit" } } },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id;
  const changed = await request.patch(`${API}/api/v1/organizations/${id}`, {
    headers,
    data: { data: { type: "organizations", attributes: { status: "archived" } } },
  });
  expect(changed.status()).toBe(200);
  return { id, name };
}

async function openWithKeyboard(page: Page) {
  const button = page.getByRole("button", { name: "Activiteit" });
  const panel = page.getByRole("dialog", { name: "Activiteit" });
  // Right after signing in the toolbar may render once more and drop a key pressed in between: press again then.
  await expect(async () => {
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(panel).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return panel;
}

test("a centre superuser sees his change in the activity panel, opened and closed by keyboard, and follows it", async ({
  page,
  request,
}) => {
  const { id, name } = await changeAnOrganization(request);
  await logInThroughPage(page, STAFF, "/nl/profiel");

  const panel = await openWithKeyboard(page);
  const item = panel.getByRole("link", { name: new RegExp(`heeft de organisatie ‘${name}’ gearchiveerd$`) });
  await expect(item).toBeVisible();
  await expect(panel.getByRole("listitem").filter({ hasText: name }).locator("time")).toHaveText(/zojuist|minuut|minuten/);
  // Focus moved into the panel; Escape closes it and gives focus back to the button.
  expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Activiteit" })).toBeFocused();

  // Space opens it again, now loaded; the item leads to the organization and the panel closes behind it.
  await page.keyboard.press("Space");
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(at("oldebroek", `/nl/organizations/${id}`));
  await expect(panel).toBeHidden();
});

test("the open activity panel has no accessibility violations in light and dark mode, at 320 px too", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await logInThroughPage(page, STAFF, "/nl/profiel");
  const panel = await openWithKeyboard(page);
  await expect(panel.getByTestId("activity-list")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);
});

// A volunteer has no activity button: app/routes/server-rendered.test.ts.

test("on a page in English the panel speaks English", async ({ page }) => {
  await logInThroughPage(page, STAFF, "/nl/profiel");
  await page.goto(at("oldebroek", "/en/profiel"));
  await hydrated(page);
  await page.getByRole("button", { name: "Activity" }).click();
  const panel = page.getByRole("dialog", { name: "Activity" });
  await expect(
    panel
      .getByRole("link")
      .filter({ hasText: /the organisation/ })
      .first(),
  ).toBeVisible();
});
