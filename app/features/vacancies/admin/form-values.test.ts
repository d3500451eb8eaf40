import { describe, expect, it } from "vitest";
import { ApiError } from "../../../../contract/api-client";
import type { Vacancy } from "../../../../contract/vacancies";
import { vacancyCreateSchema, vacancyUpdateSchema } from "../../../../contract/vacancies";
import { fieldErrorsOf } from "../../../lib/api-form.server";
import { attributesFromDraft, draftFromForm, draftFromVacancy, emptyDraft } from "./form-values";

function formOf(entries: [string, string][]) {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
}

describe("the vacancy form's values", () => {
  it("reads a posted activity and gives attributes the API's schema accepts", () => {
    const draft = draftFromForm(
      formOf([
        ["organization_id", "7"],
        ["title", "Koken voor de buurt"],
        ["description", "<p><strong>Samen</strong> koken</p>"],
        ["vacancy_type", "activity"],
        ["tags", "once"],
        ["tags", "bogus"],
        ["age_group_ids", "3"],
        ["frequency", "once"],
        ["dates_starts_at", "2026-07-01T10:00"],
        ["dates_ends_at", "2026-07-01T12:00"],
        ["dates_starts_at", ""],
        ["dates_ends_at", ""],
        ["expires_at", "2026-08-01"],
        ["remote", "on"],
        ["hours_per_week", "2,5"],
        ["language_level", "B1"],
      ]),
    );
    expect(draft.tags).toEqual(["once"]);
    expect(draft.dates).toEqual([{ starts_at: "2026-07-01T10:00", ends_at: "2026-07-01T12:00" }]);
    const attributes = attributesFromDraft(draft, { create: true, status: "draft" });
    expect(attributes.dates).toEqual([{ starts_at: "2026-07-01T08:00:00.000Z", ends_at: "2026-07-01T10:00:00.000Z" }]);
    expect(attributes.hours_per_week).toBe(2.5);
    const parsed = vacancyCreateSchema.parse(attributes);
    expect(parsed).toMatchObject({ organization_id: 7, status: "draft", remote: true, frequency: "once" });
  });

  it("shows saved hours in the page's language, and reads them back either way (issue 37)", () => {
    const vacancy = { title: "Tuin", tags: [], themes: [], ageGroupIds: [], dates: [], hoursPerWeek: 1.5 } as unknown as Vacancy;
    expect(draftFromVacancy(vacancy, "nl").hours_per_week).toBe("1,5");
    expect(draftFromVacancy(vacancy, "en").hours_per_week).toBe("1.5");
    expect(draftFromVacancy({ ...vacancy, hoursPerWeek: null }, "nl").hours_per_week).toBe("");
    const typed = { ...emptyDraft(), title: "Tuin", hours_per_week: "1,5" };
    expect(attributesFromDraft(typed, { create: false }).hours_per_week).toBe(1.5);
  });

  it("sends no dates or frequency for another type, and no organization on an update", () => {
    const draft = { ...emptyDraft("7"), title: "Tuin", description: "<p>Tuinieren</p>", frequency: "once" };
    draft.dates = [{ starts_at: "2026-07-01T10:00", ends_at: "" }];
    const attributes = attributesFromDraft(draft, { create: false, status: "published" });
    expect(attributes).toMatchObject({ frequency: null, dates: [], status: "published" });
    expect(attributes).not.toHaveProperty("organization_id");
    expect(vacancyUpdateSchema.safeParse(attributes).success).toBe(true);
  });

  it("keeps the saved image unless a new upload or removal is named, and shows only our own files", () => {
    const base: [string, string][] = [
      ["title", "Tuin"],
      ["description", "<p>Tuinieren</p>"],
      ["vacancy_type", "volunteering"],
    ];
    const keep = draftFromForm(formOf([...base, ["image_url", "/uploads/oldebroek/2026/abc.webp"]]));
    expect(keep.image_url).toBe("/uploads/oldebroek/2026/abc.webp");
    expect(attributesFromDraft(keep, { create: false })).not.toHaveProperty("image_upload_id");

    const pending = draftFromForm(formOf([...base, ["image_upload_id", "42"]]));
    expect(attributesFromDraft(pending, { create: true }).image_upload_id).toBe(42);

    const removed = draftFromForm(formOf([...base, ["image_upload_id", "42"], ["image_remove", "on"]]));
    expect(attributesFromDraft(removed, { create: false }).image_upload_id).toBeNull();
    expect(vacancyUpdateSchema.safeParse(attributesFromDraft(removed, { create: false })).success).toBe(true);

    const forged = draftFromForm(formOf([...base, ["image_upload_id", "1 or 1=1"], ["image_url", "javascript:alert(1)//.webp"]]));
    expect(forged).toMatchObject({ image_upload_id: "", image_url: "" });
    expect(draftFromForm(formOf([["image_url", "/uploads/../../etc/passwd.webp"]])).image_url).toBe("");
  });

  it("sends the help kind for person-to-person help only", () => {
    const base = { ...emptyDraft("7"), title: "Boodschappen", description: "<p>Samen boodschappen doen</p>", city: "Wezep" };
    const draft = draftFromForm(
      formOf(Object.entries({ ...base, vacancy_type: "neighbour-help", help_kind: "offer" }) as [string, string][]),
    );
    expect(attributesFromDraft(draft, { create: true }).help_kind).toBe("offer");
    expect(attributesFromDraft({ ...draft, help_kind: "bogus" }, { create: true }).help_kind).toBeNull();
    expect(attributesFromDraft({ ...draft, vacancy_type: "volunteering" }, { create: true }).help_kind).toBeNull();
  });

  it("puts the API's errors on their field", () => {
    const invalid = { status: "422", code: "validation_failed", title: "x" } as const;
    const errors = fieldErrorsOf(
      new ApiError(422, [
        { ...invalid, detail: "Vul een plaats in", source: { pointer: "/data/attributes/city" } },
        { ...invalid, detail: "Datum", source: { pointer: "/data/attributes/dates/0/starts_at" } },
        { status: "403", code: "forbidden", title: "Verboden" },
      ]),
    );
    expect(errors).toEqual({ city: "Vul een plaats in", dates: "Datum", _form: "Verboden" });
  });
});
