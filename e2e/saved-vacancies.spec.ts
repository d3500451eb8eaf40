import { expect, type Page } from "@playwright/test";
import { SMTP_PORT } from "../playwright.config";
import { startSmtpInbox } from "../server/test/smtp-inbox";
import { axeViolations } from "./axe";
import { at, hydrated, logInThroughPage } from "./helpers";
import { test } from "./test";

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
test.beforeAll(async () => {
  inbox = await startSmtpInbox(SMTP_PORT);
});
test.afterAll(async () => {
  await inbox.close();
});

const BANK = "/nl/vacancies/search";

async function axeLightAndDark(page: Page) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page), colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

test("a guest keeps vacancies in the browser with the heart, and they move to his account when he signs in", async ({ page }) => {
  await page.goto(at("oldebroek", BANK));
  await hydrated(page);
  const card = page.getByTestId("search-result").first();
  const title = (await card.getByTestId("search-result-title").textContent()) ?? "";
  const heart = card.getByRole("button", { name: `Bewaren: ${title}` });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await axeLightAndDark(page);

  // Kept in this browser: still saved after a reload and on the vacancy's own page.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("button", { name: `Bewaren: ${title}` })).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("search-result-title").first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await hydrated(page);
  const pageHeart = page.getByRole("button", { name: `Bewaren: ${title}` });
  await expect(pageHeart).toHaveAttribute("aria-pressed", "true");
  await axeLightAndDark(page);

  await logInThroughPage(page, "volunteer@oldebroek.demo.test", "/nl/profiel");
  // The first page after signing in moves them; the profile shows them once it has.
  await page.goto(at("oldebroek", BANK));
  await hydrated(page);
  await expect(page.getByRole("button", { name: `Bewaren: ${title}` })).toHaveAttribute("aria-pressed", "true");
  await page.goto(at("oldebroek", "/nl/profiel"));
  await hydrated(page);
  const saved = page.getByRole("region", { name: "Bewaard" });
  await expect(saved.getByRole("link", { name: title })).toBeVisible();
  await axeLightAndDark(page);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  // Let go on the profile: gone after a reload.
  await saved.getByRole("button", { name: `Bewaren: ${title}` }).click();
  await expect(saved.getByRole("button", { name: `Bewaren: ${title}` })).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(page.getByRole("region", { name: "Bewaard" }).getByRole("link", { name: title })).toHaveCount(0);
});

test("a volunteer saves a vacancy on its page; it is kept on his account", async ({ page }) => {
  await logInThroughPage(page, "volunteer@oldebroek.demo.test", BANK);
  await page.getByTestId("search-result-title").nth(1).click();
  await expect(page).toHaveURL(/\/nl\/vacancies\/\d+/);
  await hydrated(page);
  const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const heart = page.getByRole("button", { name: `Bewaren: ${title}` });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  // Not in this browser's storage: on the account.
  expect(await page.evaluate(() => localStorage.getItem("saved-vacancies"))).toBeNull();
  await page.goto(at("oldebroek", "/nl/profiel"));
  await expect(page.getByRole("region", { name: "Bewaard" }).getByRole("link", { name: title })).toBeVisible();
});

test("a guest turns a search into an e-mail alert, confirms it from the mail, and the unsubscribe page answers", async ({
  page,
}) => {
  const email = `alert-${Date.now()}@example.test`;
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(at("oldebroek", `${BANK}?q=voedselbank`));
    await hydrated(page);
    await page.getByRole("button", { name: "Mail me nieuwe vacatures zoals deze" }).click();
    const dialog = page.getByRole("dialog", { name: "Mail me nieuwe vacatures zoals deze" });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Mail me nieuwe vacatures zoals deze" }).click();
  const dialog = page.getByRole("dialog", { name: "Mail me nieuwe vacatures zoals deze" });
  await dialog.getByRole("button", { name: "Alert aanzetten" }).click();
  await expect(dialog.getByLabel(/^Je e-mailadres/)).toHaveAttribute("aria-invalid", "true");
  await axeLightAndDark(page);
  await dialog.getByLabel(/^Je e-mailadres/).fill(email);
  await dialog.getByRole("radio", { name: "Dagelijks" }).check();
  await dialog.getByRole("button", { name: "Alert aanzetten" }).click();
  await expect(dialog.getByTestId("alert-result")).toContainText(`we stuurden een mail naar ${email}`);
  // The search itself did not change while typing in the alert's form.
  await expect(page).toHaveURL(at("oldebroek", `${BANK}?q=voedselbank`));

  const mail = await inbox.waitFor(email, 15_000);
  expect(mail.subject).toBe("Bevestig je vacature-alert van Vrijwilligerscentrale Oldebroek");
  const link = /https?:\/\/\S+\/nl\/vacature-alert\/bevestigen\?token=[\w-]+/.exec(mail.text)?.[0] ?? "";
  const url = new URL(link);
  await page.goto(at("oldebroek", `${url.pathname}${url.search}`));
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Vacature-alert bevestigen" })).toBeVisible();
  await axeLightAndDark(page);
  await page.getByRole("button", { name: "Ja, zet mijn alert aan" }).click();
  await expect(page.getByTestId("vacancy-alert-result")).toContainText("Je vacature-alert staat aan");

  // An unsubscribe link we do not know (the real one is followed in server/modules/saved-vacancies' API test).
  await page.goto(at("oldebroek", "/nl/vacature-alert/afmelden?token=onbekend"));
  await hydrated(page);
  await page.getByRole("button", { name: "Ja, meld me af" }).click();
  await expect(page.getByTestId("vacancy-alert-result")).toContainText("Deze link kennen we niet");
});
