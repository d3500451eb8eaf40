import { beforeEach, describe, expect, it, vi } from "vitest";

// The catalogues are the module's own state: each test starts from a module no other test file has loaded into.
beforeEach(() => {
  vi.resetModules();
});

// What the browser does: load the page's language before hydrating, another one before a switch renders.
describe("the browser's catalogues", () => {
  it("translate once loaded, and a language loaded later reaches a translator made before", async () => {
    const { loadCatalogue, translatorFor } = await import("./i18n");
    const english = translatorFor("en");
    await loadCatalogue("nl");
    const t = translatorFor("nl");
    expect(t("toolbar.language")).toBe("Taal");
    expect(t("errors:page.404.title")).toBe("Pagina niet gevonden");
    // Until English is loaded, an English page would show Dutch rather than keys.
    expect(english("toolbar.language")).toBe("Taal");

    await loadCatalogue("en");
    expect(english("toolbar.language")).toBe("Language");
  });

  it("finds a namespace registered by a screen's module, whenever it registers", async () => {
    const { loadCatalogue, registerNamespace, translatorFor } = await import("./i18n");
    await loadCatalogue("nl");
    registerNamespace("screen-test", { nl: { title: "Titel" }, en: { title: "Title" } });
    expect(translatorFor("nl")("screen-test:title")).toBe("Titel");
    await loadCatalogue("en");
    expect(translatorFor("en")("screen-test:title")).toBe("Title");
  });
});
