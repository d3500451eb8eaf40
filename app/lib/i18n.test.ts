import { describe, expect, it } from "vitest";
import { createI18n, loadCatalogue } from "./i18n";

// What the browser does: load the page's language before hydrating, another one before a switch renders.
describe("the browser's catalogues", () => {
  it("translate once loaded, and a language loaded later reaches an instance made before", async () => {
    await loadCatalogue("nl");
    const i18n = createI18n("nl");
    expect(i18n.t("toolbar.language")).toBe("Taal");
    expect(i18n.t("errors:page.404.title")).toBe("Pagina niet gevonden");
    expect(i18n.hasResourceBundle("en", "common")).toBe(false);

    await loadCatalogue("en");
    await i18n.changeLanguage("en");
    expect(i18n.t("toolbar.language")).toBe("Language");
  });
});
