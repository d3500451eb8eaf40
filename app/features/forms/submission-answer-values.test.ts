import { describe, expect, it } from "vitest";
import type { FormSubmission } from "../../../contract/form-submissions";
import { answerSummary, answerValues, askedQuestions } from "./submission-answer-values";

const question = (id: string, questionType: FormSubmission["questions"][number]["questionType"], text = `Vraag ${id}`) => ({
  id,
  text,
  questionType,
  options: [],
});

const submission = (answers: FormSubmission["answers"]): FormSubmission => ({
  id: "1",
  type: "form_submissions",
  formId: 1,
  questions: [
    question("1", "info_section", "Uitleg"),
    question("2", "text"),
    question("3", "date"),
    question("4", "checkbox"),
    question("5", "text"),
    question("6", "email"),
  ],
  answers,
  respondentEmail: null,
  invitationEmail: null,
  marked: false,
  note: null,
  createdAt: "2026-03-01T10:00:00Z",
  deletedAt: "2027-03-01T10:00:00Z",
});

describe("askedQuestions", () => {
  it("leaves out the explanations between the questions", () => {
    expect(askedQuestions(submission({})).map((q) => q.id)).toEqual(["2", "3", "4", "5", "6"]);
  });
});

describe("answerValues", () => {
  it("gives none for an empty answer and each ticked box for a list", () => {
    expect(answerValues(undefined)).toEqual([]);
    expect(answerValues("  ")).toEqual([]);
    expect(answerValues([])).toEqual([]);
    expect(answerValues(" Anna ")).toEqual(["Anna"]);
    expect(answerValues(["Soep", " ", "Taart"])).toEqual(["Soep", "Taart"]);
  });
});

describe("answerSummary", () => {
  it("takes the first three answers given, in order, skipping empty ones; boxes joined, each shown as asked", () => {
    const sent = submission({ "2": "Anna", "3": "2026-03-12", "4": ["Soep", "Taart"], "5": "", "6": "anna@example.nl" });
    expect(answerSummary(sent, (q, value) => (q.questionType === "date" ? `dag ${value}` : value))).toEqual([
      "Anna",
      "dag 2026-03-12",
      "Soep, Taart",
    ]);
    expect(answerSummary(submission({ "5": "Later", "6": "anna@example.nl" }), (_, value) => value)).toEqual([
      "Later",
      "anna@example.nl",
    ]);
    expect(answerSummary(submission({}), (_, value) => value)).toEqual([]);
  });

  it("leaves out the respondent's own address, which the list shows already", () => {
    const sent = { ...submission({ "2": "Anna", "5": "Later", "6": "Anna@example.nl" }), respondentEmail: "anna@example.nl" };
    expect(answerSummary(sent, (_, value) => value)).toEqual(["Anna", "Later"]);
  });
});
