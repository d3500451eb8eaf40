import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { attrs, formsTestApp } from "./forms.fixtures";
import { formQuestions, formSubmissions } from "./forms.table";

// Decision 36: a form's title, text, questions and options in English beside the Dutch; an option keeps its id.
const { send, answer, app } = formsTestApp();
const db = () => app().db;
const TENANT = "meedoen";
const manager = { role: "content_manager" as const, tenant: TENANT };

async function anEnglishForm() {
  const form = (
    await expectDocument(
      await send(
        "POST",
        "/api/v1/forms",
        { title: "Aanmelden voor de avond", title_en: "Sign up for the evening", description_en: "" },
        manager,
      ),
      201,
    )
  ).data;
  const ask = async (question: Record<string, unknown>) =>
    (
      await expectDocument(
        await send("POST", `/api/v1/forms/${form.id}/questions`, question, { ...manager, type: "form_questions" }),
        201,
      )
    ).data;
  const food = await ask({
    text: "Wensen voor het eten?",
    text_en: "Any dietary wishes?",
    question_type: "checkbox",
    options: [{ label: "Vegetarisch", label_en: "Vegetarian" }, "Halal"],
  });
  const name = await ask({ text: "Je naam", question_type: "text", required: true });
  return { form, food, name };
}

describe("forms in English", () => {
  it("keeps the English beside the Dutch, and each option's id when its labels change", async () => {
    const { form, food } = await anEnglishForm();
    expect(attrs(form)).toMatchObject({
      title: "Aanmelden voor de avond",
      title_en: "Sign up for the evening",
      description_en: null,
    });
    const options = attrs(food).options as { id: string; label: string; label_en: string | null }[];
    expect(attrs(food).text_en).toBe("Any dietary wishes?");
    expect(options.map(({ label, label_en }) => [label, label_en])).toEqual([
      ["Vegetarisch", "Vegetarian"],
      ["Halal", null],
    ]);
    // Reordered and relabelled: an option sent by id or by its label keeps its id; a label alone keeps its English.
    const { data } = await expectDocument(
      await send(
        "PATCH",
        `/api/v1/forms/${form.id}/questions/${food.id}`,
        { options: ["Halal", { id: options[0].id, label: "Vegetarisch eten", label_en: "Vegetarian food" }, "Glutenvrij"] },
        { ...manager, type: "form_questions" },
      ),
      200,
    );
    const changed = attrs(data).options as typeof options;
    expect(changed.slice(0, 2)).toEqual([
      { id: options[1].id, label: "Halal", label_en: null },
      { id: options[0].id, label: "Vegetarisch eten", label_en: "Vegetarian food" },
    ]);
    expect(changed[2].id).not.toMatch(new RegExp(`^(${options[0].id}|${options[1].id})$`));
  });

  it("sends a respondent both languages, and keeps an English answer as the label it showed, with the option ids", async () => {
    const { form, food, name } = await anEnglishForm();
    const token = attrs(form).public_token as string;
    const opened = await expectDocument(await send("GET", `/api/v1/public_forms/${token}`, undefined, { tenant: TENANT }), 200);
    expect(attrs(opened.data)).toMatchObject({ title: "Aanmelden voor de avond", title_en: "Sign up for the evening" });
    const [vegetarian, halal] = attrs(food).options as { id: string }[];

    // Answered on /en by id: stored as the English label where the option has one, else its Dutch.
    await expectDocument(
      await answer(token, { [name.id]: "Sam", [food.id]: [vegetarian.id, halal.id] }, { tenant: TENANT, language: "en" }),
      201,
    );
    // An older client names the option by its label: still taken, stored in Dutch on /nl.
    await expectDocument(await answer(token, { [name.id]: "Anna", [food.id]: ["Vegetarisch"] }, { tenant: TENANT }), 201);
    const stored = await db()
      .select({ answers: formSubmissions.answers, questions: formSubmissions.questions })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.tenantId, TENANT), eq(formSubmissions.formId, Number(form.id))))
      .orderBy(formSubmissions.id);
    expect(stored.map((row) => row.answers[food.id])).toEqual([["Vegetarian", "Halal"], ["Vegetarisch"]]);
    expect(stored[0].questions.find((q) => String(q.id) === food.id)).toMatchObject({
      options: ["Vegetarisch", "Halal"],
      optionIds: [vegetarian.id, halal.id],
    });

    // A choice it does not offer is refused in the respondent's language.
    const [error] = await expectErrors(
      await answer(token, { [name.id]: "Sam", [food.id]: ["Kosher"] }, { tenant: TENANT, language: "en" }),
      422,
      "validation_failed",
    );
    expect(error.detail).toBe("Choose one of the options");
  });

  it("gives an old question's options ids in migration 0069, keeping their labels and order", async () => {
    const { form } = await anEnglishForm();
    const [old] = await db()
      .insert(formQuestions)
      .values({ tenantId: TENANT, formId: Number(form.id), text: "Oud", questionType: "multiple_choice", position: 9 })
      .returning({ id: formQuestions.id });
    // As before 0069: the options as bare labels.
    await db().execute(sql`update form_questions set options = '["Ja", "Nee"]'::jsonb where id = ${old.id}`);
    const migration = readFileSync(new URL("../../db/migrations/0069_forms_in_english.sql", import.meta.url), "utf8");
    await db().execute(sql.raw(migration.split("--> statement-breakpoint").at(-1) ?? ""));
    const [row] = await db().select({ options: formQuestions.options }).from(formQuestions).where(eq(formQuestions.id, old.id));
    expect(row.options).toEqual([
      { id: "o1", label: "Ja" },
      { id: "o2", label: "Nee" },
    ]);
  });
});
