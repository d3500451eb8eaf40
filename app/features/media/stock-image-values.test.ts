import { describe, expect, it } from "vitest";
import { ApiError } from "../../../contract/api-client";
import { fieldErrorsOf } from "../../lib/api-form.server";
import { attributesOf, fieldOfPath, formValuesOf } from "./stock-image-values";

describe("the stock image form", () => {
  it("sends both languages, keywords split on commas without empty ones", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name_nl: "Tuin",
      name_en: "Garden",
      short_description_nl: "Kort",
      short_description_en: "Short",
      description_nl: "Lang",
      description_en: "Long",
      keywords_nl: "tuin, planten,, ",
      keywords_en: "garden",
    }))
      form.set(name, value);
    expect(attributesOf(form)).toEqual({
      name: { nl: "Tuin", en: "Garden" },
      shortDescription: { nl: "Kort", en: "Short" },
      description: { nl: "Lang", en: "Long" },
      keywords: { nl: ["tuin", "planten"], en: ["garden"] },
    });
  });

  it("puts each API error on its field", () => {
    const fieldOf = (pointer?: string) => {
      const refusal = new ApiError(422, [
        { status: "422", code: "validation_failed", title: "Invalid", ...(pointer ? { source: { pointer } } : {}) },
      ]);
      return fieldOfPath(Object.keys(fieldErrorsOf(refusal, { path: true }))[0] ?? "");
    };
    expect(fieldOf("/data/attributes/name/en")).toBe("name_en");
    expect(fieldOf("/data/attributes/keywords/nl/2")).toBe("keywords_nl");
    expect(fieldOf("/data/attributes/keywords")).toBe("keywords_nl");
    expect(fieldOf("/data/attributes/upload_id")).toBe("image");
    expect(fieldOf(undefined)).toBe("_form");
  });

  it("fills the form from a saved image, keywords joined", () => {
    expect(formValuesOf(null).name_nl).toBe("");
    const values = formValuesOf({
      name: { nl: "Tuin", en: "Garden" },
      shortDescription: { nl: "a", en: "b" },
      description: { nl: "c", en: "d" },
      keywords: { nl: ["tuin", "planten"], en: ["garden"] },
    } as never);
    expect(values).toMatchObject({ name_en: "Garden", keywords_nl: "tuin, planten", description_en: "d" });
  });
});
