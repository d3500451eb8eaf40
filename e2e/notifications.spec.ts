import { expect, type Page } from "@playwright/test";
import { at, hydrated, logInThroughPage, PORT } from "./helpers";
import { test } from "./test";

// Node cannot resolve *.localhost: API calls from the test go to localhost with X-Tenant.
const API = `http://localhost:${PORT}`;
const TENANT = { "x-tenant": "oldebroek" };

/** The bell's unread count, from its accessible name ("Notificaties, 3 ongelezen"; no number when none). */
async function bellCount(page: Page) {
  const label = (await page.getByTestId("notification-bell").getAttribute("aria-label")) ?? "";
  return Number(/(\d+)/.exec(label)?.[1] ?? 0);
}

test("a new application rings the superuser's bell without a reload; following it reads it; /notificaties lists it", async ({
  page,
  request,
}) => {
  test.slow();
  await logInThroughPage(page, "organization-superuser@oldebroek.demo.test", "/nl/profiel");
  const before = await bellCount(page);

  // A guest applies to the browser tests' vacancy of the Voedselbank (its superusers hear of it).
  const vacancies = await (
    await request.get(`${API}/api/v1/vacancies/search?filter[q]=${encodeURIComponent("Chauffeur voedselbank")}`, {
      headers: TENANT,
    })
  ).json();
  const vacancy = vacancies.data.find(
    (v: { attributes: { title: string } }) => v.attributes.title === "Chauffeur voedselbank (testvacature)",
  );
  const applied = await request.post(`${API}/api/v1/applications`, {
    headers: { ...TENANT, "content-type": "application/vnd.api+json" },
    data: {
      data: {
        type: "applications",
        attributes: {
          vacancy_id: vacancy.id,
          first_name: "Noor",
          last_name: "Nieuwsgierig",
          email: `noor-${Date.now()}@example.test`,
          accept_terms: true,
        },
      },
    },
  });
  expect(applied.status()).toBe(201);

  // The count is asked again every 30 s and whenever the tab comes back into view: no reload.
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect.poll(() => bellCount(page)).toBe(before + 1);

  await page.getByTestId("notification-bell").click();
  const panel = page.getByRole("dialog", { name: "Nieuwste notificaties" });
  const newest = panel.getByRole("link", {
    name: /Noor Nieuwsgierig heeft zich aangemeld voor 'Chauffeur voedselbank \(testvacature\)'/,
  });
  await expect(newest).toBeVisible();
  await newest.click();
  await expect(page).toHaveURL(new RegExp(`/nl/applications/${(await applied.json()).data.id}$`));
  await expect(panel).toBeHidden();
  // The Voedselbank is not her selected organization (the school is): the page switches to it and shows the application.
  await expect(page.getByText(/^noor-\d+@example\.test$/)).toBeVisible();

  await page.goto(at("oldebroek", "/nl/notificaties"));
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notificaties");
  expect(await bellCount(page)).toBe(before);
  const row = page.getByTestId("notification-list").getByRole("listitem").filter({ hasText: "Noor Nieuwsgierig" });
  await expect(row.getByRole("link")).not.toHaveClass(/font-semibold/);
  await row.getByRole("button", { name: "Markeer als ongelezen" }).click();
  await expect(row.getByRole("button", { name: "Markeer als gelezen" })).toBeVisible();
  expect(await bellCount(page)).toBe(before + 1);

  await page.getByRole("link", { name: "Ongelezen" }).click();
  await expect(page).toHaveURL(/toon=unread/);
  await expect(page.getByTestId("notification-list").getByText(/Noor Nieuwsgierig/)).toBeVisible();
  await page.getByRole("button", { name: "Alles als gelezen markeren" }).click();
  await expect(page.getByText("Je hebt alles gelezen.")).toBeVisible();
  await expect(page.getByText(/als gelezen gemarkeerd/)).toBeVisible();
  expect(await bellCount(page)).toBe(0);
});

test("the notifications screen works in English and on a phone, and a visitor is sent to log in", async ({ page }) => {
  await page.goto(at("oldebroek", "/en/notificaties"));
  await expect(page).toHaveURL(/\/en\/auth\/login-1\?redirectTo=%2Fen%2Fnotificaties/);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughPage(page, "center-superuser@oldebroek.demo.test", "/en/notificaties");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Notifications");
  await expect(page.getByRole("navigation", { name: "Show" }).getByRole("link", { name: "All" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
