import { describe, expect, it } from "vitest";
import { resources } from "../locales/resources";
import { type Catalogue, createTranslator } from "../locales/translate";
import { type AnsweredQuestionRules, answersSchema } from "./form-answers";
import type { FormQuestionType } from "./forms";
import { formatNumber } from "./intl-formats";
import { type Translate, toFieldErrors, validationErrorMap } from "./validation";

const catalogues = resources as unknown as Record<"nl" | "en", Catalogue>;

const question = (id: string, questionType: FormQuestionType, extra: Partial<AnsweredQuestionRules> = {}) => ({
  id,
  questionType,
  required: false,
  options: [],
  longAnswer: false,
  ...extra,
});

/** Options with ids o1, o2...; English labels where given. */
const options = (labels: string[], english: string[] = []) =>
  labels.map((label, index) => ({ id: `o${index + 1}`, label, labelEn: english[index] ?? null }));

const QUESTIONS = [
  question("1", "info_section"),
  question("2", "text", { required: true }),
  question("3", "email", { required: true }),
  question("4", "url"),
  question("5", "phone"),
  question("6", "number"),
  question("7", "date"),
  question("8", "time"),
  question("9", "multiple_choice", { options: options(["Ja", "Nee"], ["Yes", "No"]) }),
  question("10", "checkbox", { options: options(["Ma", "Di", "Wo"]), required: true }),
  question("11", "text", { longAnswer: true }),
];

function check(answers: Record<string, unknown>, locale: "nl" | "en" = "nl") {
  const t = createTranslator(locale, () => catalogues, formatNumber) as Translate;
  const result = answersSchema(QUESTIONS).safeParse(answers, { error: validationErrorMap(t, locale) });
  return result.success ? { data: result.data } : { errors: toFieldErrors(result.error) };
}

const valid = { "2": "  Anna  ", "3": "anna@example.nl", "10": ["Di", "Ma"] };

describe("answersSchema: the same rules in the respondent's browser and in the API", () => {
  it("takes each kind's answer, trimmed, and leaves empty optional answers out", () => {
    expect(
      check({
        ...valid,
        "4": "https://www.voorbeeld.nl",
        "5": "06 12345678",
        "6": "2,5",
        "7": "2026-02-28",
        "8": "09:05",
        "9": "Nee",
        "11": "",
      }),
    ).toEqual({
      data: {
        "2": "Anna",
        "3": "anna@example.nl",
        "4": "https://www.voorbeeld.nl",
        "5": "06 12345678",
        "6": "2,5",
        "7": "2026-02-28",
        "8": "09:05",
        "9": "o2",
        "10": ["o2", "o1"],
      },
    });
  });

  it("takes an option by its id, or by its Dutch or English label, and keeps its id", () => {
    expect(check({ ...valid, "9": "o1", "10": ["o3"] }).data).toMatchObject({ "9": "o1", "10": ["o3"] });
    expect(check({ ...valid, "9": "No" }, "en").data).toMatchObject({ "9": "o2" });
    expect(check({ ...valid, "9": "Maybe" }, "en").errors).toEqual({ "9": expect.stringMatching(/option|choice/i) });
  });

  it("says per question what is wrong, in the respondent's language", () => {
    expect(
      check({
        "2": " ",
        "3": "anna@",
        "4": "javascript:alert(1)",
        "5": "12345",
        "6": "drie",
        "7": "2026-02-30",
        "8": "25:00",
        "9": "Misschien",
        "10": [],
        "11": "x".repeat(10_001),
      }).errors,
    ).toEqual({
      "2": "Dit veld is verplicht",
      "3": "Vul een geldig e-mailadres in",
      "4": "Vul een geldige URL in (bijvoorbeeld https://www.voorbeeld.nl)",
      "5": "Vul een telefoonnummer in, bijvoorbeeld 06 12345678 of +31612345678",
      "6": "Vul een getal in, bijvoorbeeld 3 of 2,5",
      "7": "Vul een bestaande datum in",
      "8": "Vul een tijd in, bijvoorbeeld 14:30",
      "9": expect.any(String),
      "10": "Dit veld is verplicht",
      "11": "Gebruik maximaal 10000 tekens",
    });
    expect(check({ ...valid, "8": "7 uur" }, "en").errors).toEqual({ "8": "Enter a time, for example 14:30" });
  });

  it("refuses answers to questions the form does not have, to an explanation, and options it does not offer", () => {
    expect(check({ ...valid, "99": "x" }).errors).toHaveProperty("_form");
    expect(check({ ...valid, "1": "x" }).errors).toHaveProperty("_form");
    expect(check({ ...valid, "10": ["Ma", "Zo"] }).errors).toHaveProperty("10.1");
    expect(check({ ...valid, "10": ["Ma", "o1"] }).errors).toEqual({ "10": "Elke keuze mag maar één keer voorkomen" });
  });
});
