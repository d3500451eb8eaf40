import { describe, expect, it } from "vitest";
import { vacancySearchFilterShape } from "../../../contract/vacancy-search";
import { GUIDED_GAINS, GUIDED_HOURS, GUIDED_QUESTIONS, GUIDED_TAGS, guidedTypes, otherAnswers } from "./guided-choice";
import { bankHref, guidedStateOf, isOwnPath } from "./guided-choice.server";
import { stepHref } from "./guided-link";

const p = (text: string) => new URLSearchParams(text);
const state = (text: string) => {
  const { answers, step, problem } = guidedStateOf(p(text));
  return { answers: answers.toString(), step, problem };
};

describe("the answers of Help me kiezen", () => {
  it("are the bank's own filters, each question one of them, every offered value one the bank takes", () => {
    const names = GUIDED_QUESTIONS.flatMap((q) => [...q.names]);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(Object.keys(vacancySearchFilterShape)).toContain(name);
    const takes = (name: keyof typeof vacancySearchFilterShape, value: string) =>
      vacancySearchFilterShape[name].safeParse(value).success;
    for (const tag of GUIDED_TAGS) expect(takes("tags", tag)).toBe(true);
    for (const hours of GUIDED_HOURS) expect(takes("hours_per_week", hours)).toBe(true);
    for (const gain of GUIDED_GAINS) expect(takes(gain.name, gain.value)).toBe(true);
  });

  it("start at the first question and keep only the questions' names and values", () => {
    expect(state("")).toEqual({ answers: "", step: 1, problem: null });
    expect(state("themes=sport&themes=bogus,culture&utm_source=x&q=tuin&tags=free&step=3")).toEqual({
      answers: "themes=sport%2Cculture",
      step: 3,
      problem: null,
    });
    expect(state("step=abc").step).toBe(1);
    expect(state("step=-4").step).toBe(1);
    expect(state("step=99").step).toBe(GUIDED_QUESTIONS.length + 1);
  });

  it("turn 'where' into the bank's filter: from home, remote, or a place with its distance", () => {
    expect(state("where=from_home&near=Epe&radius_km=5&step=5").answers).toBe("from_home=true");
    expect(state("where=remote&from_home=true").answers).toBe("remote=true");
    expect(state("where=near&near=8091&radius_km=5").answers).toBe("near=8091&radius_km=5");
    // A place typed without its option still counts; a distance without a place means nothing.
    expect(state("where=&near=Epe&radius_km=10").answers).toBe("near=Epe&radius_km=10");
    expect(state("where=&near=&radius_km=10").answers).toBe("");
  });

  it("ask the where question again when 'near a place' has no place", () => {
    expect(state("themes=sport&where=near&near=+&radius_km=10&step=5")).toEqual({
      answers: "themes=sport",
      step: 4,
      problem: "placeMissing",
    });
  });

  it("carry the other questions' answers on a screen, and leave its own to its fields", () => {
    const answers = p("themes=sport&vacancy_type=p2p&tags=once&hours_per_week=4");
    expect(otherAnswers(answers, 3).toString()).toBe("themes=sport&vacancy_type=p2p");
    expect(otherAnswers(answers, 1).toString()).toBe("vacancy_type=p2p&tags=once&hours_per_week=4");
  });

  it("link the steps under each language's own path, and end in the bank marked as reached from them", () => {
    expect(stepHref("nl", p(""), 1)).toBe("/nl/hulp-bij-kiezen");
    expect(stepHref("en", p("themes=sport"), 2)).toBe("/en/help-me-choose?themes=sport&step=2");
    expect(bankHref("nl", p("themes=sport,culture&remote=true"))).toBe(
      "/nl/vacancies/search?themes=sport%2Cculture&remote=true&guided=1",
    );
    expect(isOwnPath("nl", "/nl/hulp-bij-kiezen")).toBe(true);
    expect(isOwnPath("en", "/en/hulp-bij-kiezen")).toBe(false);
  });

  it("offer the person-to-person types only where the centre has that help", () => {
    expect(guidedTypes(false)).not.toContain("one-on-one");
    expect(guidedTypes(false)).not.toContain("neighbour-help");
    expect(guidedTypes(true)).toContain("neighbour-help");
  });
});
