import { describe, expect, it } from "vitest";
import { resources } from "../locales/resources";
import { type Catalogue, createTranslator } from "../locales/translate";
import { applicationCreateSchemaFor } from "./applications";
import { formatNumber } from "./intl-formats";
import { type Translate, toFieldErrors, validationErrorMap } from "./validation";

const catalogues = resources as unknown as Record<"nl" | "en", Catalogue>;

function errorsOf(values: Record<string, unknown>, locale: "nl" | "en") {
  const t = createTranslator(locale, () => catalogues, formatNumber) as Translate;
  const result = applicationCreateSchemaFor(t).safeParse(values, { error: validationErrorMap(t, locale) });
  return result.success ? {} : toFieldErrors(result.error);
}

const empty = { vacancy_id: "1", first_name: "", last_name: " ", email: "", phone_number: "", message: "", accept_terms: false };

describe("the application form's messages name their field", () => {
  it("says which field an empty submit left out, in Dutch", () => {
    expect(errorsOf(empty, "nl")).toEqual({
      first_name: "Vul je voornaam in",
      last_name: "Vul je achternaam in",
      email: "Vul je e-mailadres in",
      accept_terms: "Je moet de voorwaarden accepteren",
    });
  });

  it("and in English, also for fields that are missing altogether", () => {
    expect(errorsOf({ vacancy_id: "1" }, "en")).toEqual({
      first_name: "Enter your first name",
      last_name: "Enter your last name",
      email: "Enter your e-mail address",
      accept_terms: "You must accept the terms",
    });
  });

  it("keeps the rule's own message for a filled-in field that breaks it", () => {
    const errors = errorsOf({ ...empty, first_name: "x".repeat(101), email: "anna@", phone_number: "12" }, "nl");
    expect(errors).toMatchObject({
      first_name: "Gebruik maximaal 100 tekens",
      email: "Vul een geldig e-mailadres in",
      phone_number: "Vul een telefoonnummer in, bijvoorbeeld 06 12345678 of +31612345678",
    });
  });
});
