import { expect, type Page } from "@playwright/test";
import { axeInBothModes, NO_VIOLATIONS } from "./axe";
import { at, hydrated, PORT } from "./helpers";
import { test } from "./test";

// The public activity calendar on the demo seed of the oldebroek tenant, which has activities in the coming weeks.

// Node cannot resolve *.localhost: API calls from the test go to localhost with X-Tenant.
const API = `http://localhost:${PORT}`;
const TENANT = { "x-tenant": "oldebroek" };
const dutchDay = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(iso),
  );

interface Seeded {
  title: string;
  vacancyId: string;
  day: string;
}
let seeded: Seeded;

test.beforeAll(async ({ request }) => {
  const from = dutchDay(new Date().toISOString());
  const to = dutchDay(new Date(Date.now() + 42 * 86_400_000).toISOString());
  const response = await request.get(`${API}/api/v1/activity_dates?filter[from]=${from}&filter[to]=${to}`, { headers: TENANT });
  expect(response.status()).toBe(200);
  const [first] = (await response.json()).data as { attributes: { title: string; vacancy_id: string; starts_at: string } }[];
  expect(first).toBeTruthy();
  seeded = { title: first.attributes.title, vacancyId: first.attributes.vacancy_id, day: dutchDay(first.attributes.starts_at) };
});

const activityLink = (page: Page) =>
  page.locator(`a[href="/nl/vacancies/${seeded.vacancyId}"]`).filter({ hasText: seeded.title });

test("the month view shows a seeded activity on its day, linking to the vacancy page", async ({ page }) => {
  const response = await page.goto(at("oldebroek", `/nl/activiteitenkalender?view=month&date=${seeded.day}`));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Activiteitenkalender" })).toBeVisible();
  const cell = page.getByTestId("calendar-month").locator("td", { has: page.locator(`time[datetime="${seeded.day}"]`) });
  await expect(cell.locator(`a[href="/nl/vacancies/${seeded.vacancyId}"]`).first()).toBeVisible();
  await hydrated(page);
  await activityLink(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/nl/vacancies/${seeded.vacancyId}$`));
});

test("the list view and the phone's month view list the activity under its day", async ({ page }) => {
  await page.goto(at("oldebroek", `/nl/activiteitenkalender?view=list&date=${seeded.day}`));
  const day = page.getByTestId("calendar-list").locator("li", { has: page.locator(`time[datetime="${seeded.day}"]`) });
  await expect(day.first().locator(`a[href="/nl/vacancies/${seeded.vacancyId}"]`).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at("oldebroek", `/nl/activiteitenkalender?date=${seeded.day}`));
  await expect(page.getByTestId("calendar-month")).toBeHidden();
  await expect(
    page.getByTestId("calendar-month-list").locator(`a[href="/nl/vacancies/${seeded.vacancyId}"]`).first(),
  ).toBeVisible();
});

test("previous, next, today and the view switch change the URL and the period", async ({ page }) => {
  await page.goto(at("oldebroek", "/en/activiteitenkalender?view=month&date=2031-01-15"));
  await hydrated(page);
  await expect(page.getByTestId("calendar-period")).toHaveText("January 2031");
  await page.getByRole("link", { name: "Next month" }).click();
  await expect(page).toHaveURL(/view=month&date=2031-02-01$/);
  await expect(page.getByTestId("calendar-period")).toHaveText("February 2031");
  await page.getByRole("link", { name: "Previous month" }).click();
  // Each step lands before the next click: a click during the navigation would follow the link's old address.
  await expect(page.getByTestId("calendar-period")).toHaveText("January 2031");
  await page.getByRole("link", { name: "Previous month" }).click();
  await expect(page.getByTestId("calendar-period")).toHaveText("December 2030");
  await page.getByRole("link", { name: "Week", exact: true }).click();
  await expect(page).toHaveURL(/view=week&date=2030-12-01$/);
  await expect(page.getByTestId("calendar-period")).toHaveText("Week of 25 November 2030");
  await page.getByRole("link", { name: "Next week" }).click();
  await expect(page.getByTestId("calendar-period")).toHaveText("Week of 2 December 2030");
  await page.getByRole("link", { name: "List", exact: true }).click();
  await expect(page.getByText("No activities in this period.")).toBeVisible();
  await page.getByRole("link", { name: "Today" }).click();
  await expect(page).toHaveURL(new RegExp(`view=list&date=${dutchDay(new Date().toISOString())}$`));
});

test("the subscribe links point to the centre's iCal feed, which answers text/calendar", async ({ page, request }) => {
  await page.goto(at("oldebroek", "/nl/activiteitenkalender"));
  const https = await page.getByTestId("calendar-ics").getAttribute("href");
  expect(https).toBe(at("oldebroek", "/api/v1/volunteer_centers/current/activities.ics"));
  expect(await page.getByTestId("calendar-webcal").getAttribute("href")).toBe(https?.replace(/^http:/, "webcal:"));
  const response = await request.get(`${API}/api/v1/volunteer_centers/current/activities.ics`, { headers: TENANT });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = (await response.text()).replace(/\r\n /g, "");
  expect(text).toContain(`/vacancies/${seeded.vacancyId}\r\n`);
});

for (const [name, viewport, view] of [
  ["month", { width: 1366, height: 900 }, "month"],
  ["week", { width: 1366, height: 900 }, "week"],
  ["list, 390px phone", { width: 390, height: 844 }, "list"],
  ["month, 390px phone", { width: 390, height: 844 }, "month"],
] as const) {
  test(`no axe violations on the activity calendar (${name}, light and dark)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(at("oldebroek", `/nl/activiteitenkalender?view=${view}&date=${seeded.day}`));
    await hydrated(page);
    expect(await axeInBothModes(page)).toEqual(NO_VIOLATIONS);
  });
}

// Issue 19: the calendar starts from today, and an empty period says where the next activity is.
const dayPlus = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const mondayOf = (day: string) => dayPlus(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));
const fullDay = (day: string) =>
  new Intl.DateTimeFormat("nl-NL", { dateStyle: "full", timeZone: "Europe/Amsterdam" }).format(new Date(`${day}T12:00:00Z`));

async function activityDays(request: import("@playwright/test").APIRequestContext, from: string, to: string) {
  const response = await request.get(`${API}/api/v1/activity_dates?filter[from]=${from}&filter[to]=${to}`, { headers: TENANT });
  expect(response.status()).toBe(200);
  const data = (await response.json()).data as { attributes: { starts_at: string } }[];
  return data.map((d) => dutchDay(d.attributes.starts_at));
}

test("'Week' from this month's view opens on the current week", async ({ page }) => {
  const today = dutchDay(new Date().toISOString());
  await page.goto(at("oldebroek", "/nl/activiteitenkalender"));
  await hydrated(page);
  await page.getByRole("link", { name: "Week", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`view=week&date=${today}$`));
  await expect(page.getByTestId("calendar-week").locator(`[aria-current="date"] time[datetime="${today}"]`)).toBeVisible();
  await expect(page.getByTestId("calendar-week").locator("time").first()).toHaveAttribute("datetime", mondayOf(today));
});

test("the list shows every activity day of the coming four weeks from today, whatever the month", async ({ page, request }) => {
  const today = dutchDay(new Date().toISOString());
  const last = dayPlus(today, 27);
  await page.goto(at("oldebroek", "/nl/activiteitenkalender?view=list"));
  await expect(page.getByRole("link", { name: "Volgende vier weken" })).toHaveAttribute(
    "href",
    `/nl/activiteitenkalender?view=list&date=${dayPlus(today, 28)}`,
  );
  const shown = await page
    .getByTestId("calendar-list")
    .locator("h3 time")
    .evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
  expect(shown.length).toBeGreaterThan(0);
  for (const day of shown) expect(day >= today && day <= last, day).toBe(true);
  // The seed has activities in the coming weeks: the list has every day of them up to four weeks ahead.
  const expected = [...new Set((await activityDays(request, today, last)).filter((day) => day >= today))].sort();
  expect(shown).toEqual(expected);
});

test("an empty week offers a jump to the next activity", async ({ page, request }) => {
  const today = dutchDay(new Date().toISOString());
  // Last week: the seed's published activities all lie ahead.
  const emptyWeek = dayPlus(mondayOf(today), -7);
  expect(await activityDays(request, emptyWeek, dayPlus(emptyWeek, 6))).toEqual([]);
  const [next] = await activityDays(request, dayPlus(emptyWeek, 7), dayPlus(emptyWeek, 7 + 92));
  expect(next).toBeTruthy();
  await page.goto(at("oldebroek", `/nl/activiteitenkalender?view=week&date=${emptyWeek}`));
  await hydrated(page);
  const jump = page.getByRole("link", { name: `Volgende activiteit: ${fullDay(next)}` });
  await expect(jump).toHaveAttribute("href", `/nl/activiteitenkalender?view=week&date=${next}`);
  await jump.click();
  await expect(page).toHaveURL(new RegExp(`view=week&date=${next}$`));
  await expect(
    page
      .getByTestId("calendar-week")
      .locator("li", { has: page.locator(`time[datetime="${next}"]`) })
      .getByRole("link")
      .first(),
  ).toBeVisible();
  // A period with activities has no such link.
  await expect(page.getByTestId("calendar-next-activity")).toHaveCount(0);
});
