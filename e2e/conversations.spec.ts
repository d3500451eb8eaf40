import { type Browser, expect } from "@playwright/test";
import { axeViolations } from "./axe";
import { at, DEMO_PASSWORD, hydrated, logInThroughPage, signInAs } from "./helpers";
import { test } from "./test";

// The server seeds one open vacancy of Voedselbank Oldebroek with the demo volunteer's application
// (SEED_TEST_VACANCIES in playwright.config.ts); its conversation starts here.
test.describe.configure({ mode: "serial" });

async function asVolunteer(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInThroughPage(page, "volunteer@oldebroek.demo.test", "/nl/conversations");
  return { context, page };
}

test("an organization superuser writes in an application's conversation and the volunteer answers", async ({ page, browser }) => {
  // Two sign-ins through the login page and three axe runs: about a minute on a busy two-core CI machine.
  test.slow();
  await logInThroughPage(page, "organization-superuser@oldebroek.demo.test", "/nl/profiel");
  // Olga works as the School by default; the vacancy is the Voedselbank's.
  await page.getByTestId("account-menu").click();
  await page.getByRole("menuitemradio", { name: "Voedselbank Oldebroek" }).click();
  await expect(page.getByText("Je werkt nu als Voedselbank Oldebroek.")).toBeVisible();
  await page.goto(at("oldebroek", "/nl/applications?q=Vrijwilliger"));
  await page.getByRole("link", { name: "Vera Vrijwilliger" }).first().click();
  await hydrated(page);
  await page.getByRole("button", { name: "Gesprek" }).click();
  await expect(page).toHaveURL(/\/nl\/conversations\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chauffeur voedselbank (testvacature)");
  await expect(page.getByText("Met Vera Vrijwilliger, Voedselbank Oldebroek")).toBeVisible();

  // Vera has the site open meanwhile: her bell rings without a reload (it asks again when her tab comes back).
  const volunteer = await asVolunteer(browser);
  const bell = volunteer.page.getByTestId("notification-bell");
  const unread = async () => Number(/(\d+)/.exec((await bell.getAttribute("aria-label")) ?? "")?.[1] ?? 0);
  const before = await unread();

  const reply = page.getByLabel(/^Je antwoord/);
  await reply.fill("Welkom Vera! Het rooster staat op https://voedselbank.example/rooster.");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByRole("status")).toHaveText("Je bericht is verstuurd.");
  // The field is empty and keeps the focus for the next message.
  await expect(reply).toHaveValue("");
  await expect(reply).toBeFocused();
  const sent = page.getByTestId("messages").getByRole("listitem").last();
  await expect(sent).toContainText("Jij");
  await expect(sent).toContainText("namens Voedselbank Oldebroek");
  await expect(sent).toContainText("zojuist");
  // The address is a link of its own, without the full stop after it.
  await expect(sent.getByRole("link", { name: "https://voedselbank.example/rooster" })).toHaveAttribute(
    "href",
    "https://voedselbank.example/rooster",
  );
  const thread = page.url();

  await volunteer.page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect.poll(unread).toBe(before + 1);
  await volunteer.page.reload();
  const row = volunteer.page.getByTestId("conversations").getByRole("listitem").filter({ hasText: "Chauffeur voedselbank" });
  await expect(row).toHaveAttribute("data-unread", "true");
  await expect(row).toContainText("1 ongelezen bericht");
  await expect(row).toContainText("Welkom Vera!");
  expect(await axeViolations(volunteer.page)).toEqual([]);

  await row.getByRole("link", { name: "Chauffeur voedselbank (testvacature)" }).click();
  await expect(volunteer.page.getByTestId("messages")).toContainText("Welkom Vera!");
  await expect(volunteer.page.getByTestId("messages")).toContainText("Olga Organisatie");
  await hydrated(volunteer.page);
  await volunteer.page.getByLabel(/^Je antwoord/).fill("Dank je, ik kom maandag.");
  await volunteer.page.getByRole("button", { name: "Versturen" }).click();
  await expect(volunteer.page.getByRole("status")).toHaveText("Je bericht is verstuurd.");
  await expect(volunteer.page.getByTestId("messages").getByRole("listitem").last()).toContainText("Dank je, ik kom maandag.");
  expect(await axeViolations(volunteer.page)).toEqual([]);

  // Opened and answered: nothing unread for her any more.
  await volunteer.page.goto(at("oldebroek", "/nl/conversations"));
  await expect(
    volunteer.page.getByTestId("conversations").getByRole("listitem").filter({ hasText: "Chauffeur voedselbank" }),
  ).not.toHaveAttribute("data-unread", "true");
  await volunteer.context.close();

  // The superuser sees her answer in the thread.
  await page.goto(thread);
  await expect(page.getByTestId("messages")).toContainText("Dank je, ik kom maandag.");
});

test("the volunteer archives the conversation and finds it back, without JavaScript as well", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at("oldebroek", "/nl/auth/login-1?redirectTo=%2Fnl%2Fconversations"));
  await page.getByLabel(/^E-mailadres/).fill("volunteer@oldebroek.demo.test");
  await page.getByLabel(/^Wachtwoord/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(at("oldebroek", "/nl/conversations"));
  await page.getByRole("link", { name: "Chauffeur voedselbank (testvacature)" }).click();
  await page.getByRole("button", { name: "Archiveren" }).click();
  await expect(page.getByText("Dit gesprek staat in je archief.")).toBeVisible();
  await page.getByRole("link", { name: "Alle gesprekken" }).click();
  await expect(page.getByRole("link", { name: "Chauffeur voedselbank (testvacature)" })).toHaveCount(0);
  await page.getByLabel("Toon").selectOption("archived");
  await page.getByRole("button", { name: "Toon" }).click();
  await expect(page).toHaveURL(/state=archived/);
  await page.getByRole("link", { name: "Chauffeur voedselbank (testvacature)" }).click();
  await page.getByLabel(/^Je antwoord/).fill("Toch nog een vraag.");
  await page.getByRole("button", { name: "Versturen" }).click();
  await expect(page.getByText("Je bericht is verstuurd.")).toBeVisible();
  // A new message brings it out of the archive.
  await expect(page.getByText("Dit gesprek staat in je archief.")).toHaveCount(0);
  await page.getByRole("button", { name: "Archiveren" }).click();
  await page.getByRole("button", { name: "Terugzetten uit archief" }).click();
  await expect(page.getByRole("button", { name: "Archiveren" })).toBeVisible();
  await context.close();
});

test.describe("centre staff, dark and narrow", () => {
  test.use({ colorScheme: "dark", viewport: { width: 320, height: 720 } });

  test("centre staff start a conversation from an organization's page", async ({ page, context }) => {
    await signInAs(context, "center-superuser");
    // The seed gave the centre a conversation with the organization superuser's organization.
    const listed = await (await context.request.get(at(null, "/api/v1/conversations"))).json();
    const organization = listed.data[0].attributes.participants.find((p: { kind: string }) => p.kind === "organization");
    await page.goto(at(null, `/nl/organizations/${organization.id}`));
    await hydrated(page);
    await page.getByRole("link", { name: "Gesprek starten" }).click();
    await expect(page.getByText(`Met ${organization.name}`)).toBeVisible();
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(/^Onderwerp/).fill("Vrijwilligersprijs");
    await page.getByLabel(/^Bericht/).fill("Willen jullie iemand voordragen? Zie www.example.org/prijs");
    await page.getByRole("button", { name: "Gesprek starten" }).click();
    await expect(page).toHaveURL(/\/nl\/conversations\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vrijwilligersprijs");
    await expect(page.getByRole("link", { name: "www.example.org/prijs" })).toHaveAttribute(
      "href",
      "https://www.example.org/prijs",
    );
    await hydrated(page);
    // Nothing sticks out at 320 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Alle gesprekken" }).click();
    await expect(page.getByTestId("conversations").getByRole("listitem").first()).toContainText("Vrijwilligersprijs");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
  });
});
