import { expect, type Page } from "@playwright/test";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

/** The page's own title, not a block's. */
const pageTitle = (page: Page) => page.getByRole("group", { name: "Pagina" }).getByLabel(/^Titel/);

test("a content manager builds a page from blocks, publishes it, and a visitor on a phone reads it", async ({
  page,
  context,
  browser,
}) => {
  await signInAs(context, "content-manager");
  await page.goto(at(null, "/nl/dashboard"));
  await page.getByRole("navigation").getByRole("link", { name: "Content" }).first().click();
  await expect(page.getByRole("heading", { name: "Pagina's", level: 2 })).toBeVisible();
  await expect(page.getByTestId("pages-list")).toContainText("Vrijwilligerswerk in Nijmegen");
  await hydrated(page);
  await page.getByRole("link", { name: "Nieuwe pagina" }).click();

  const slug = `boodschappen-${Date.now()}`;
  // The address follows the title as it is typed, until it is edited by hand.
  await pageTitle(page).pressSequentially("Boodschappen & hulp");
  await expect(page.getByLabel(/^Adres/)).toHaveValue("boodschappen-hulp");
  await pageTitle(page).fill("Boodschappenhulp");
  await expect(page.getByLabel(/^Adres/)).toHaveValue("boodschappenhulp");
  await page.getByLabel(/^Adres/).fill("Boodschappen Hulp");
  await pageTitle(page).fill("Boodschappenhulp!");
  await expect(page.getByLabel(/^Adres/)).toHaveValue("Boodschappen Hulp");
  await pageTitle(page).fill("Boodschappenhulp");
  // The share card follows the page's title until it has a share title of its own.
  const share = page.getByTestId("share-preview");
  await expect(share).toContainText("Boodschappenhulp");
  await page.getByLabel(/^Titel bij delen/).fill("Boodschappen doen voor je buren");
  await expect(share).toContainText("Boodschappen doen voor je buren");
  // The page's picture, from the stock images: in the share card now, in news cards and shared links once published.
  await page.getByRole("group", { name: "Pagina" }).getByRole("button", { name: "Kies een stockfoto" }).click();
  const stock = page.getByRole("dialog", { name: "Kies een stockfoto" });
  await stock.getByRole("searchbox", { name: "Zoeken" }).fill("tuinieren");
  await stock.getByRole("searchbox", { name: "Zoeken" }).press("Enter");
  await stock.getByRole("button", { name: "Kies deze: Samen tuinieren" }).click();
  await expect(share.locator("img")).toHaveAttribute("src", /\/uploads\//);
  await page.getByRole("button", { name: "Blok toevoegen" }).click();
  await page.getByLabel(/^Tekst \(/).fill("Wekelijks boodschappen doen voor een **buurtgenoot**.");
  await page.getByLabel("Soort blok").selectOption({ label: "Tussenkop" });
  await page.getByRole("button", { name: "Blok toevoegen" }).click();
  await page
    .getByTestId("block-editor")
    .nth(1)
    .getByLabel(/^Titel/)
    .fill("Hoe werkt het?");
  // The section title goes above the text.
  await page.getByTestId("block-editor").nth(1).getByRole("button", { name: "Omhoog" }).click();
  await expect(page.getByTestId("block-editor").first()).toContainText("Tussenkop");
  // And from the keyboard on the text's drag handle: picked up, one place up, put down; then back with the button.
  await page.getByRole("button", { name: "Blok 2 van 2: Tekst (Markdown) verslepen" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Space");
  await expect(page.getByTestId("block-editor").first()).toContainText("Tekst (Markdown)");
  await page.getByTestId("block-editor").nth(1).getByRole("button", { name: "Omhoog" }).click();
  await expect(page.getByTestId("block-editor").first()).toContainText("Tussenkop");

  // On a phone the errors are thousands of pixels above the button: a refused publish brings them into view and
  // focus, and so does a second one.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Publiceren" }).click();
  await expect(page.locator("#slug-error")).toHaveText("Dit veld heeft niet de juiste vorm");
  await expect(page.getByTestId("form-alert")).toBeFocused();
  await expect(page.getByTestId("form-alert")).toBeInViewport();
  await page.getByRole("button", { name: "Publiceren" }).click();
  await expect(page.getByTestId("form-alert")).toBeFocused();
  await expect(page.getByTestId("form-alert")).toBeInViewport();
  // What was typed stays, blocks included.
  await expect(page.getByTestId("block-editor")).toHaveCount(2);
  await page.getByLabel(/^Adres/).fill(slug);
  await page.getByRole("button", { name: "Publiceren" }).click();
  await expect(page.getByTestId("page-status")).toHaveText("Gepubliceerd");
  await expect(page.getByTestId("revisions")).toContainText("Boodschappenhulp");

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await phone.newPage();
  await visitor.goto(at(null, `/nl/${slug}`));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Boodschappenhulp");
  const headings = visitor.getByRole("main").getByRole("heading");
  await expect(headings.nth(1)).toHaveText("Hoe werkt het?");
  await expect(visitor.getByRole("main").locator("strong")).toHaveText("buurtgenoot");
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute("content", "Boodschappen doen voor je buren");
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http:\/\/localhost:\d+\/uploads\//);
  await phone.close();
});

test("the editor shows a draft's changes only after publishing, and an earlier version can be put back", async ({
  page,
  context,
}) => {
  await signInAs(context, "page-manager");
  await page.goto(at(null, "/nl/content?type=default&q=Contact"));
  await page.getByTestId("pages-list").getByRole("link", { name: "Contact", exact: true }).click();
  await hydrated(page);
  await pageTitle(page).fill("Contact en openingstijden");
  await page.getByRole("button", { name: "Concept opslaan" }).click();
  await expect(page.getByTestId("page-status")).toHaveText("Gepubliceerd · Niet-gepubliceerde wijzigingen");
  const editor = page.url();
  await page.goto(at(null, "/nl/contact"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");

  // The publication beside the draft: the title's new words are marked, the blocks are unchanged.
  await page.goto(editor);
  await page
    .getByTestId("revisions")
    .getByRole("link", { name: /vergelijken met het concept/i })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /^Publicatie van .* naast het concept$/ })).toBeVisible();
  await expect(page.locator("dd ins")).toContainText("en openingstijden");
  await expect(page.getByTestId("compared-block").first()).toContainText("Ongewijzigd");
  await hydrated(page);
  await page.getByRole("button", { name: "Terugzetten als concept" }).click();
  await expect(page.getByText("De eerdere versie staat nu in het concept; publiceer om hem te tonen.")).toBeVisible();
  await expect(page.getByTestId("page-status")).toHaveText("Gepubliceerd");
  await expect(pageTitle(page)).toHaveValue("Contact");
});

test("a content manager builds a page of photos, cards and a video, watches the preview, and a visitor plays the video only on request", async ({
  page,
  context,
  browser,
}) => {
  await signInAs(context, "content-manager");
  await page.goto(at(null, "/nl/content/pages/new"));
  await hydrated(page);
  const slug = `moestuin-${Date.now()}`;
  await pageTitle(page).fill("Buurtmoestuin");
  await page.getByLabel(/^Adres/).fill(slug);
  const block = (n: number) => page.getByTestId("block-editor").nth(n);
  const add = async (type: string) => {
    await page.getByLabel("Soort blok").selectOption({ label: type });
    await page.getByRole("button", { name: "Blok toevoegen" }).click();
  };

  // A photo beside a text and a button; the photo from the stock images, its description along with it.
  await add("Afbeelding met tekst en knoppen");
  await block(0)
    .getByLabel(/^Titel/)
    .fill("Samen tuinieren");
  await block(0)
    .getByLabel(/^Tekst \(/)
    .fill("Elke zaterdag van tien tot twaalf.\n\nNeem laarzen mee.");
  await block(0).getByRole("button", { name: "Kies een stockfoto" }).click();
  const stock = page.getByRole("dialog", { name: "Kies een stockfoto" });
  await stock.getByRole("searchbox", { name: "Zoeken" }).fill("tuinieren");
  await stock.getByRole("searchbox", { name: "Zoeken" }).press("Enter");
  await stock.getByRole("button", { name: "Kies deze: Samen tuinieren" }).click();
  await expect(block(0).getByLabel(/^Beschrijving voor wie niet kan zien/)).toHaveValue("Planten water geven in de buurttuin.");
  await block(0).getByRole("button", { name: "Knop toevoegen" }).click();
  await block(0)
    .getByLabel(/^Tekst op de knop/)
    .fill("Meld je aan");
  await block(0)
    .getByLabel(/^Link van de knop/)
    .fill("/contact");

  // Cards: one more than the form starts with, the second moved up.
  await add("Kaarten");
  await block(1)
    .getByLabel(/^Titel \(Optioneel\)/)
    .fill("Wat je doet");
  await block(1)
    .getByLabel(/^Titel \(Verplicht\)/)
    .fill("Zaaien");
  await block(1).getByRole("button", { name: "Kaart toevoegen" }).click();
  await block(1)
    .getByLabel(/^Titel \(Verplicht\)/)
    .nth(1)
    .fill("Oogsten");
  await block(1).getByRole("button", { name: "Kaart 2 omhoog" }).click();
  await expect(
    block(1)
      .getByLabel(/^Titel \(Verplicht\)/)
      .first(),
  ).toHaveValue("Oogsten");

  // A video: a link that is not YouTube's is refused with the reason, and nothing is saved.
  await add("YouTube-video");
  await block(2)
    .getByLabel(/^YouTube-video/)
    .fill("https://vimeo.com/123");
  await block(2)
    .getByLabel(/^Titel/)
    .fill("Een zaterdag in de moestuin");
  await page.getByRole("button", { name: "Concept opslaan" }).click();
  await expect(block(2).getByText(/Plak de link van een YouTube-video/)).toBeVisible();
  await block(2)
    .getByLabel(/^YouTube-video/)
    .fill("https://youtu.be/aqz-KE-bpKQ");

  // The live preview shows the blocks as visitors will, light and dark, before anything is saved.
  const preview = page.frameLocator('[data-testid="page-preview"]');
  await expect(preview.getByRole("heading", { name: "Samen tuinieren" })).toBeVisible();
  await expect(preview.getByRole("img", { name: "Planten water geven in de buurttuin." })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Oogsten" })).toBeVisible();
  await page.getByRole("button", { name: "Donker" }).click();
  await expect(preview.locator("html")).toHaveClass(/dark/);

  await page.getByRole("button", { name: "Publiceren" }).click();
  await expect(page.getByTestId("page-status")).toHaveText("Gepubliceerd");

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await phone.newPage();
  const youTube: string[] = [];
  visitor.on("request", (request) => {
    if (/youtube|ytimg|google/.test(new URL(request.url()).hostname)) youTube.push(request.url());
  });
  await visitor.goto(at(null, `/nl/${slug}`));
  await hydrated(visitor);
  const main = visitor.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText("Samen tuinieren");
  await expect(main.getByRole("link", { name: "Meld je aan" })).toHaveAttribute("href", "/nl/contact");
  await expect(main.getByRole("heading", { level: 3 })).toHaveText(["Oogsten", "Zaaien"]);
  expect(youTube).toEqual([]);
  await main.getByTestId("youtube-play").click();
  const video = main.locator('iframe[title="Een zaterdag in de moestuin"]');
  await expect(video).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1");
  await phone.close();
});

test("the demo slideshow is worked with buttons, stops when asked, and does not move by itself for reduced motion", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(at("oldebroek", "/nl/vrijwilligerswerk"));
  await hydrated(page);
  const show = page.getByTestId("slideshow");
  await expect(show.getByTestId("slideshow-pause")).toHaveAccessibleName("Diavoorstelling afspelen");
  await expect(show).toContainText("Foto 1 van 3");
  await show.getByTestId("slideshow-next").click();
  await expect(show).toContainText("Foto 2 van 3");
  await show.getByTestId("slideshow-prev").click();
  await show.getByTestId("slideshow-prev").click();
  await expect(show).toContainText("Foto 3 van 3");
});

test("a block's link offers the site's pages and screens, and warns when left on a page of this site that does not exist", async ({
  page,
  context,
}) => {
  await signInAs(context, "content-manager");
  await page.goto(at(null, "/nl/content/pages/new"));
  await hydrated(page);
  await page.getByLabel("Soort blok").selectOption({ label: "Oproep met knop" });
  await page.getByRole("button", { name: "Blok toevoegen" }).click();
  const link = page
    .getByTestId("block-editor")
    .first()
    .getByLabel(/^Link van de knop/);
  const warning = page.getByText("Deze link leidt naar een pagina die niet bestaat op deze site.");

  // The suggestions: the product's screens this site has and the centre's own pages, named.
  const suggestions = page.locator(`datalist#${await link.getAttribute("list")} option`);
  await expect(suggestions.filter({ hasText: "Activiteitenkalender" })).toHaveAttribute("value", "/activiteitenkalender");
  await expect(suggestions.filter({ hasText: "Privacyverklaring" })).toHaveAttribute("value", "/privacy");

  await link.fill("/activity-calendar");
  await expect(warning).toBeHidden();
  await link.press("Tab");
  await expect(warning).toBeVisible();
  await expect(link).toHaveAttribute("aria-describedby", /-dead/);
  // Corrected, the warning goes while typing; another site's address is never checked.
  await link.fill("/activiteitenkalender");
  await expect(warning).toBeHidden();
  await link.fill("https://example.org/bestaat-niet");
  await link.press("Tab");
  await expect(warning).toBeHidden();
});
