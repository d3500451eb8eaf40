import { describe, expect, it } from "vitest";
import type { Page } from "../../contract/pages";
import { screensTestApp } from "../../server/test/screens";
import { demoSessions, hostOf } from "../../server/test/sign-in";

// Decision 28: the page editor's language tabs, its "not yet translated" marker, and copying the Dutch text.

const screens = screensTestApp();

async function pageBySlug(slug: string): Promise<{ id: string; attributes: Record<string, unknown> }> {
  const auth = await demoSessions(screens.app())("content_manager", "public");
  const response = await screens
    .app()
    .request(`/api/v1/pages?filter[slug]=${slug}`, { headers: { ...auth, host: hostOf("public") } });
  return ((await response.json()) as { data: { id: string; attributes: Record<string, unknown> }[] }).data[0];
}

describe("the page editor in two languages", () => {
  it("marks a page without English, and fills its English draft from the Dutch one on request", async () => {
    const privacy = await pageBySlug("privacy");
    const path = `/nl/content/pages/${privacy.id}`;
    const dutch = await screens.open(path, { as: "content_manager", tenant: "public" });
    expect(dutch.screen.getByRole("navigation", { name: "Taal van de inhoud" })).toBeTruthy();
    expect(dutch.screen.getByTestId("untranslated").textContent).toContain("Nog niet vertaald");
    const english = await screens.open(`${path}?taal=en`, { as: "content_manager", tenant: "public" });
    expect(english.screen.getByRole("button", { name: "Kopieer de Nederlandse tekst" })).toBeTruthy();
    expect(english.screen.queryByLabelText(/Adres/)).toBeNull();

    const copied = await screens.post(
      `${path}?taal=en`,
      { intent: "copy_dutch", language: "en" },
      {
        as: "content_manager",
        tenant: "public",
      },
    );
    expect(copied.status).toBe(302);
    expect(copied.location).toContain(`${path}?taal=en`);
    const after = (await pageBySlug("privacy")).attributes as unknown as Page & { english: Page };
    expect(after.english.title).toBe(after.title);
    expect(after.english.blocks).toHaveLength(after.blocks.length);
    const marked = await screens.open(`${path}?taal=en`, { as: "content_manager", tenant: "public" });
    expect(marked.screen.queryByTestId("untranslated")).toBeNull();
    // The first screen of the file may wait for the app to compile on a busy machine.
  }, 60_000);

  it("saves the English tab's texts as the English version, errors at their fields", async () => {
    const contact = await pageBySlug("contact");
    const path = `/nl/content/pages/${contact.id}?taal=en`;
    const saveTitle = (title: string) =>
      screens.post(path, { intent: "save", language: "en", title, blocks: "[]" }, { as: "content_manager", tenant: "public" });
    const refused = await saveTitle("x");
    expect(refused.status).toBe(422);
    expect(refused.document.querySelector("#title")?.getAttribute("aria-invalid")).toBe("true");
    const saved = await saveTitle("Get in touch");
    expect(saved.status).toBe(302);
    const after = (await pageBySlug("contact")).attributes as unknown as { title: string; english: { title: string } };
    expect(after).toMatchObject({ title: "Contact", english: { title: "Get in touch" } });
  });

  it("offers the pages without English as a filter, and shows no language tabs where the centre writes only Dutch", async () => {
    const list = await screens.open("/nl/content?language=without_english", { as: "content_manager", tenant: "public" });
    const rows = list.screen.getByTestId("pages-list").textContent ?? "";
    expect(rows).toContain("Algemene voorwaarden");
    expect(rows).not.toContain("Over Vrijwilligerscentrum Nijmegen");
    const dutchOnly = await screens.open("/nl/content", { as: "content_manager", tenant: "oldebroek" });
    expect(dutchOnly.screen.queryByLabelText("Taal")).toBeNull();
  });

  it("lets a centre of a two-language site choose English content, and edit its English footer on its own tab", async () => {
    const design = await screens.open("/nl/instellingen/design", { as: "admin", tenant: "public" });
    const choice = design.screen.getByLabelText("Schrijf de inhoud ook in het Engels (pagina's, nieuws, menu's en footer)");
    expect((choice as HTMLInputElement).checked).toBe(true);
    const dutchSite = await screens.open("/nl/instellingen/design", { as: "admin", tenant: "oldebroek" });
    expect(dutchSite.screen.queryByLabelText(/ook in het Engels/)).toBeNull();
    const footer = await screens.open("/nl/instellingen/footer?taal=en", { as: "admin", tenant: "public" });
    expect((footer.screen.getByLabelText(/Titel van kolom 3/) as HTMLInputElement).value).toBe("Opening hours");
  });
});

describe("the page editor on a page every site has (decision 33)", () => {
  it("says so, keeps its address fixed and offers neither unpublishing nor deleting", async () => {
    const statement = await pageBySlug("toegankelijkheid");
    const { screen, document } = await screens.open(`/nl/content/pages/${statement.id}`, {
      as: "content_manager",
      tenant: "public",
    });
    expect(screen.getByTestId("system-page").textContent).toContain("Deze pagina heeft elke site");
    expect((screen.getByLabelText(/Adres/) as HTMLInputElement).readOnly).toBe(true);
    expect(document.querySelectorAll('[name="intent"][value="delete"], [name="intent"][value="unpublish"]')).toHaveLength(0);
  });
});
