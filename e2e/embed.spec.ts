import { createServer, type Server } from "node:http";
import { expect, type Frame, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, hydrated, logInThroughPage, PORT } from "./helpers";
import { test } from "./test";

// The embeddable vacancy bank (issue 43, item 3) on a page of another origin: a municipality's site, served here on a
// port of its own (127.0.0.1, another site than oldebroek.localhost), that includes the snippet the centre copied.
const STAFF = "center-superuser@oldebroek.demo.test";
const SETTINGS = "/nl/instellingen/insluiten";
const LISTED_PORT = PORT + 10;
const UNLISTED_PORT = PORT + 11;
const LISTED = `http://127.0.0.1:${LISTED_PORT}`;
const UNLISTED = `http://127.0.0.1:${UNLISTED_PORT}`;

test.describe.configure({ mode: "serial" });

let snippet = "";
const servers: Server[] = [];

/** The other site: one page with the snippet; ?mode=dark asks for the dark bank (data-mode). */
function otherSite(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const dark = new URL(request.url ?? "/", "http://x").searchParams.get("mode") === "dark";
    const script = dark ? snippet.replace("<script ", '<script data-mode="dark" ') : snippet;
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Gemeente Voorbeeld</title></head>` +
        `<body><main><h1>Vrijwilligerswerk in onze gemeente</h1><p>Bekijk de vacatures hieronder.</p>${script}` +
        `<p>Vragen? Bel de gemeente.</p></main></body></html>`,
    );
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

test.beforeAll(async () => {
  servers.push(await otherSite(LISTED_PORT), await otherSite(UNLISTED_PORT));
});
test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

const frameOf = async (page: Page): Promise<Frame> => {
  const frame = await (await page.locator("iframe").elementHandle())?.contentFrame();
  if (!frame) throw new Error("no frame");
  return frame;
};
const frameHeight = (page: Page) => page.locator("iframe").evaluate((frame) => frame.getBoundingClientRect().height);
const contentHeight = (frame: Frame) =>
  frame.evaluate(() => document.querySelector("[data-embed-content]")?.getBoundingClientRect().height ?? 0);

test("a centre admin lists the municipality's site and copies the snippet; the preview shows the bank", async ({ page }) => {
  await logInThroughPage(page, STAFF, SETTINGS);
  await expect(page.getByRole("heading", { name: "Vacaturebank op je website" })).toBeVisible();
  snippet = (await page.getByTestId("embed-script").textContent()) ?? "";
  expect(snippet).toBe(`<script src="${at("oldebroek", "/embed/v1.js")}" data-lang="nl"></script>`);

  // A malformed site is refused beside the field.
  const field = page.getByRole("textbox", { name: /^Websites/ });
  await field.fill(`${LISTED}/gemeente`);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText(/^Vul een herkomst in zoals https:\/\/www\.gemeente\.nl/)).toBeVisible();

  await field.fill(LISTED);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De websites zijn opgeslagen")).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("textbox", { name: /^Websites/ })).toHaveValue(LISTED);

  const preview = page.frameLocator('[data-testid="embed-preview"]');
  await expect(preview.getByTestId("search-result-title").first()).toBeVisible();
});

test("on the listed site the frame shows the bank, sizes itself, searches, and opens a vacancy on the centre's site", async ({
  page,
  context,
}) => {
  await page.goto(`${LISTED}/`);
  const iframe = page.locator("iframe");
  await expect(iframe).toHaveAttribute("title", "Vacatures");
  const frame = await frameOf(page);
  await expect(frame.getByTestId("search-result-title").first()).toBeVisible();
  // No site header or footer in the frame: the bank alone.
  await expect(frame.locator("header, footer")).toHaveCount(0);

  // The frame is as tall as its content: no scroll bar of its own.
  await expect.poll(async () => Math.abs((await frameHeight(page)) - (await contentHeight(frame)))).toBeLessThan(2);
  const before = await frameHeight(page);
  expect(before).toBeGreaterThan(1000);

  // A search inside the frame: fewer results, and a frame that shrinks with them.
  await frame.getByTestId("search-q").fill("voedselbank");
  await frame.getByTestId("search-q").press("Enter");
  await expect(frame.getByTestId("search-results")).toContainText("Chauffeur voor de voedselbank");
  await expect.poll(() => frameHeight(page)).toBeLessThan(before);
  await expect.poll(async () => Math.abs((await frameHeight(page)) - (await contentHeight(frame)))).toBeLessThan(2);

  // axe on the other site's page with the bank in it (light; the dark bank below).
  expect(await axeViolations(page)).toEqual([]);

  // A vacancy opens on the centre's own site, in a new tab; the other site stays.
  const title = frame.getByTestId("search-result-title").filter({ hasText: "Chauffeur voor de voedselbank" }).first();
  await expect(title).toHaveAttribute("target", "_blank");
  const [opened] = await Promise.all([context.waitForEvent("page"), title.click()]);
  await expect(opened).toHaveURL(new RegExp(`^${at("oldebroek", "/nl/vacancies/")}[\\w-]+$`));
  await expect(opened.getByRole("heading", { level: 1, name: /Chauffeur voor de voedselbank/ })).toBeVisible();
  await opened.close();
  await expect(page).toHaveURL(`${LISTED}/`);
});

test("the dark bank on the listed site is dark and axe clean", async ({ page }) => {
  await page.goto(`${LISTED}/?mode=dark`);
  const frame = await frameOf(page);
  await expect(frame.getByTestId("search-result-title").first()).toBeVisible();
  await expect(frame.locator("html")).toHaveClass(/\bdark\b/);
  expect(await axeViolations(page)).toEqual([]);
});

test("a keyboard reaches the search and a vacancy inside the frame", async ({ page }) => {
  await page.goto(`${LISTED}/`);
  const frame = await frameOf(page);
  await expect(frame.getByTestId("search-result-title").first()).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if (await frame.getByTestId("search-q").evaluate((input) => input === document.activeElement)) break;
  }
  await expect(frame.getByTestId("search-q")).toBeFocused();
  const first = frame.getByTestId("search-result-title").first();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    if (await first.evaluate((link) => link === document.activeElement)) break;
  }
  await expect(first).toBeFocused();
});

test("a site the centre did not list gets no bank: the browser refuses the frame", async ({ page }) => {
  await page.goto(`${UNLISTED}/`);
  const frame = await frameOf(page);
  await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
  await expect(frame.getByTestId("search-result-title")).toHaveCount(0);
  // The loader's first height stays: no page of ours reported one.
  expect(await frameHeight(page)).toBe(800);
  // Nothing of ours is left in this page for the check after the test.
  await page.close();
});
