import { describe, expect, it } from "vitest";
import { z } from "zod";
import { resources } from "../locales/resources";
import { type Catalogue, createTranslator } from "../locales/translate";
import { formatNumber } from "./intl-formats";
import { fieldNotValid, imageSizeRule, type Translate, toFieldErrors, validationErrorMap } from "./validation";

const catalogues = resources as unknown as Record<"nl" | "en", Catalogue>;
const translate = (locale: "nl" | "en"): Translate => createTranslator(locale, () => catalogues, formatNumber) as Translate;

function messageOf(schema: z.ZodType, input: unknown, locale: "nl" | "en"): string | undefined {
  const result = schema.safeParse(input, { error: validationErrorMap(translate(locale), locale) });
  return result.error?.issues[0]?.message;
}

const cases: [string, z.ZodType, unknown, string, string][] = [
  ["required (missing)", z.object({ name: z.string() }), {}, "Dit veld is verplicht", "This field is required"],
  ["required (empty)", z.string().min(1), "", "Dit veld is verplicht", "This field is required"],
  ["required (empty under a minimum)", z.string().trim().min(3), "  ", "Dit veld is verplicht", "This field is required"],
  ["required (empty e-mail)", z.email(), "", "Dit veld is verplicht", "This field is required"],
  ["minimum characters", z.string().min(3), "ab", "Gebruik minimaal 3 tekens", "Use at least 3 characters"],
  ["maximum characters", z.string().max(5), "abcdef", "Gebruik maximaal 5 tekens", "Use at most 5 characters"],
  ["exact length", z.string().length(4), "abc", "Gebruik precies 4 tekens", "Use exactly 4 characters"],
  ["e-mail", z.email(), "anna@", "Vul een geldig e-mailadres in", "Enter a valid e-mail address"],
  [
    "url",
    z.url(),
    "not a url",
    "Vul een geldige URL in (bijvoorbeeld https://www.voorbeeld.nl)",
    "Enter a valid URL (for example https://www.example.com)",
  ],
  [
    "pattern",
    z.string().regex(/^\d{4} ?[A-Z]{2}$/),
    "abc",
    "Dit veld heeft niet de juiste vorm",
    "This field does not have the right format",
  ],
  ["number minimum", z.number().min(1), 0, "Vul een getal in van minimaal 1", "Enter a number of at least 1"],
  ["number maximum", z.number().max(10), 11, "Vul een getal in van maximaal 10", "Enter a number of at most 10"],
  ["number greater than", z.number().gt(5), 5, "Vul een getal in groter dan 5", "Enter a number greater than 5"],
  ["positive", z.number().positive(), 0, "Vul een positief getal in", "Enter a positive number"],
  ["negative", z.number().negative(), 1, "Vul een negatief getal in", "Enter a negative number"],
  ["integer", z.number().int(), 1.5, "Vul een geheel getal in", "Enter a whole number"],
  ["not a number", z.number(), "twelve", "Vul een getal in", "Enter a number"],
  ["array minimum", z.array(z.string()).min(1), [], "Kies minimaal 1", "Choose at least 1"],
  ["array maximum", z.array(z.string()).max(2), ["a", "b", "c"], "Kies maximaal 2", "Choose at most 2"],
  ["lowercase", z.string().lowercase(), "ABC", "Gebruik alleen kleine letters", "Use lowercase letters only"],
  ["option", z.enum(["nl", "en"]), "de", "Kies een van de mogelijkheden", "Choose one of the options"],
];

describe("generic validation messages (spec section 5)", () => {
  it.each(cases)("%s in Dutch and English", (_name, schema, input, nl, en) => {
    expect(messageOf(schema, input, "nl")).toBe(nl);
    expect(messageOf(schema, input, "en")).toBe(en);
  });

  it("dates say which bound applies", () => {
    const schema = z.date().min(new Date("2025-01-01T00:00:00Z"));
    expect(messageOf(schema, new Date("2024-12-31T00:00:00Z"), "en")).toBe("Choose a date on or after 2025-01-01");
    expect(messageOf(schema, new Date("2024-12-31T00:00:00Z"), "nl")).toBe("Kies een datum op of na 2025-01-01");
  });

  it("falls back to zod's own translated message for the rest", () => {
    const nl = messageOf(z.string(), 12, "nl");
    const en = messageOf(z.string(), 12, "en");
    expect(en).toMatch(/expected string/i);
    expect(nl).toMatch(/verwacht/i);
  });
});

describe("spec texts", () => {
  it("says '{field} is not valid.' in both languages", () => {
    expect(fieldNotValid(translate("en"), "Postcode")).toBe("Postcode is not valid.");
    expect(fieldNotValid(translate("nl"), "Postcode")).toBe("Postcode is niet geldig.");
  });

  it("rejects an image at or over the size with the spec's text", () => {
    const big = new Blob([new Uint8Array(1024 * 1024)]);
    const small = new Blob([new Uint8Array(1024)]);
    expect(imageSizeRule(translate("en"), "logo", 1024 * 1024).safeParse(big).error?.issues[0].message).toBe(
      "The size of the logo must be smaller than 1 MB",
    );
    expect(imageSizeRule(translate("nl"), "logo", 1024 * 1024).safeParse(big).error?.issues[0].message).toBe(
      "De grootte van logo moet kleiner zijn dan 1 MB",
    );
    expect(
      imageSizeRule(translate("en"), "favicon", 500 * 1024).safeParse(new Blob([new Uint8Array(600 * 1024)])).error?.issues[0]
        .message,
    ).toBe("The size of the favicon must be smaller than 500 kB");
    expect(imageSizeRule(translate("en"), "logo", 1024 * 1024).safeParse(small).success).toBe(true);
  });

  it("refuses something that is not a file", () => {
    expect(imageSizeRule(translate("en"), "logo", 1024).safeParse("logo.png").success).toBe(false);
  });
});

describe("toFieldErrors", () => {
  it("maps each field path (dotted) to its first message", () => {
    const schema = z.object({
      email: z.email(),
      name: z
        .string()
        .min(3)
        .regex(/^[A-Z]/),
      address: z.object({ postalCode: z.string().regex(/^\d{4} ?[A-Z]{2}$/) }),
    });
    const result = schema.safeParse(
      { email: "x", name: "", address: { postalCode: "12" } },
      { error: validationErrorMap(translate("nl"), "nl") },
    );
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error as z.ZodError)).toEqual({
      email: "Vul een geldig e-mailadres in",
      name: "Dit veld is verplicht",
      "address.postalCode": "Dit veld heeft niet de juiste vorm",
    });
  });

  it("puts an object-level refinement under _form", () => {
    const schema = z.object({ a: z.string() }).refine((v) => v.a === "ok", { message: "Het formulier bevat fouten" });
    const result = schema.safeParse({ a: "no" });
    expect(toFieldErrors(result.error as z.ZodError)).toEqual({ _form: "Het formulier bevat fouten" });
  });
});
