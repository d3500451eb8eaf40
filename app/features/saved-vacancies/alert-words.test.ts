import { describe, expect, it } from "vitest";
import { loadCatalogue, translatorFor } from "../../lib/i18n";
import { alertSearchWords } from "./alert-words";
import "../../lib/texts/saved-vacancies";

const names = {
  centers: [{ id: "3", name: "Vrijwilligerscentrale Ede" }],
  organizations: [{ id: "12", name: "Voedselbank Ede" }],
};

describe("an alert's search in words", () => {
  it("names its centre and its organization, as the bank's chips do", async () => {
    await loadCatalogue("nl");
    await loadCatalogue("en");
    expect(alertSearchWords(translatorFor("nl"), "nl", "q=soep&organization_id=12&center_id=3", names)).toBe(
      "‘soep’ · Van Voedselbank Ede · Vrijwilligerscentrale Ede",
    );
    expect(alertSearchWords(translatorFor("en"), "en", "organization_id=12", names)).toBe("From Voedselbank Ede");
    expect(alertSearchWords(translatorFor("nl"), "nl", "", names)).toBe("Alle nieuwe vacatures");
  });
});
