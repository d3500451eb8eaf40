import { expect } from "@playwright/test";
import { at, DEMO_PASSWORD, hydrated } from "./helpers";
import { test } from "./test";

test.use({ viewport: { width: 390, height: 844 } });

test("a visitor on a phone lands on the centre's home page, built from blocks, and searches from its hero", async ({ page }) => {
  await page.goto(at("oldebroek", "/nl"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vrijwilligerswerk in Oldebroek");
  await expect(page.getByRole("heading", { name: "Wij zoeken vrijwilligers" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("searchbox", { name: "Zoek vrijwilligerswerk" }).fill("taal");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(at("oldebroek", "/nl/vacancies/search?q=taal"));
});

test("a page manager's publication reaches visitors at once, also past the page cache", async ({ page, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: at(null, "") });
  const signIn = await api.post("/auth/sign_in", { data: { email: "page-manager@public.demo.test", password: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  const auth = Object.fromEntries(["access-token", "client", "uid"].map((name) => [name, signIn.headers()[name] ?? ""]));
  const headers = { ...auth, "content-type": "application/vnd.api+json" };
  const slug = `nieuw-${Date.now()}`;
  const created = await api.post("/api/v1/pages", {
    headers,
    data: {
      data: {
        type: "pages",
        attributes: { slug, title: "Eerste versie", blocks: [{ id: "a", type: "Markdown", markdown: "Hallo **allemaal**." }] },
      },
    },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id;

  expect((await page.goto(at(null, `/nl/${slug}`)))?.status()).toBe(404);
  expect((await api.post(`/api/v1/pages/${id}/publish`, { headers })).ok()).toBe(true);
  await page.goto(at(null, `/nl/${slug}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eerste versie");
  await expect(page.getByRole("main").locator("strong")).toHaveText("allemaal");
  // Kept in the page cache now; a new publication must end it.
  await page.goto(at(null, `/nl/${slug}`));
  const patch = await api.patch(`/api/v1/pages/${id}`, {
    headers,
    data: { data: { type: "pages", attributes: { title: "Tweede versie" } } },
  });
  expect(patch.ok()).toBe(true);
  await page.goto(at(null, `/nl/${slug}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Eerste versie");
  expect((await api.post(`/api/v1/pages/${id}/publish`, { headers })).ok()).toBe(true);
  await page.goto(at(null, `/nl/${slug}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tweede versie");
  await api.dispose();
});

test("the news shows the featured item first, newest after it, and each item on its own page", async ({ page }) => {
  await page.goto(at("oldebroek", "/nl"));
  await page.getByRole("contentinfo").getByRole("link", { name: "Nieuws" }).click();
  await expect(page.getByRole("heading", { name: "Nieuws", level: 1 })).toBeVisible();
  const cards = page.getByTestId("news-card");
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText("Doe mee met NLdoet");
  await expect(cards.first()).toContainText("Uitgelicht");
  await expect(cards.nth(1)).toContainText("Anna is taalmaatje");
  await cards.nth(1).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anna is taalmaatje: ‘Ik leer minstens zoveel als hij’");
  await expect(page.getByText("Succesverhaal ·")).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/nl\/nieuws\/anna-taalmaatje$/);
  // A page that is not news has no address under /nieuws.
  expect((await page.goto(at("oldebroek", "/nl/nieuws/over-ons")))?.status()).toBe(404);
});

test("a published news item is on the news page, in the home page's carousel and in the feed", async ({ page, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: at(null, "") });
  const signIn = await api.post("/auth/sign_in", { data: { email: "page-manager@public.demo.test", password: DEMO_PASSWORD } });
  const auth = Object.fromEntries(["access-token", "client", "uid"].map((name) => [name, signIn.headers()[name] ?? ""]));
  const headers = { ...auth, "content-type": "application/vnd.api+json" };
  const slug = `nieuws-${Date.now()}`;
  const title = "De nieuwe buurtmoestuin is open";
  const created = await api.post("/api/v1/pages", {
    headers,
    data: {
      data: {
        type: "pages",
        attributes: {
          slug,
          title,
          page_type: "news",
          summary: "Dertig bakken, twaalf vrijwilligers.",
          blocks: [{ id: "a", type: "Markdown", markdown: "Kom langs!" }],
        },
      },
    },
  });
  expect(created.status()).toBe(201);
  expect((await api.post(`/api/v1/pages/${(await created.json()).data.id}/publish`, { headers })).ok()).toBe(true);

  await page.goto(at(null, "/nl/nieuws"));
  // Newest first, after the featured item.
  await expect(page.getByTestId("news-card").nth(1)).toContainText(title);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", "/feed.xml");

  await page.goto(at(null, "/nl"));
  const carousel = page.getByRole("region", { name: /Nieuws uit/ });
  await expect(carousel.getByTestId("news-card").first()).toContainText(title);
  await carousel.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  const feed = await api.get("/feed.xml");
  expect(feed.headers()["content-type"]).toContain("application/atom+xml");
  const xml = await feed.text();
  expect(xml.indexOf(`/nl/nieuws/${slug}`)).toBeGreaterThan(0);
  expect(xml.indexOf(`<title>${title}</title>`)).toBeLessThan(xml.indexOf("<title>Doe mee met NLdoet</title>"));
  await api.dispose();
});

test("a news item carries a form: checked when a field is left, sent to the form's own page, which thanks the visitor", async ({
  page,
}) => {
  test.slow();
  await page.goto(at("oldebroek", "/nl/nieuws/vrijwilligersavond"));
  await hydrated(page);
  const form = page.getByRole("form", { name: "Aanmelden voor de vrijwilligersavond" });
  await expect(form).toBeVisible();
  await form.getByLabel(/^Je naam/).focus();
  await form.getByLabel(/^Je e-mailadres/).focus();
  await expect(form.getByText("Dit veld is verplicht")).toBeVisible();
  await form.getByLabel(/^Je naam/).fill("Wim Boer");
  await form.getByLabel(/^Je e-mailadres/).fill("wim.nieuws@example.test");
  await form.getByLabel(/^Met hoeveel personen/).fill("2");
  // A person takes a moment; the API refuses what comes faster.
  await page.waitForTimeout(3_200);
  await form.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByTestId("form-outcome")).toHaveText("Bedankt, je antwoorden zijn verstuurd.");
  expect(new URL(page.url()).pathname).toMatch(/^\/nl\/forms\/[a-f0-9]+$/);
});
