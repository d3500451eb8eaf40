import { data, redirect } from "react-router";
import { GUIDED_QUESTIONS, otherAnswers } from "../features/vacancy-search/guided-choice";
import { bankHref, guidedStateOf, isOwnPath } from "../features/vacancy-search/guided-choice.server";
import { stepHref } from "../features/vacancy-search/guided-link";
import { GuidedQuestion } from "../features/vacancy-search/guided-question";
import "../lib/texts/guided-choice";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/guided-choice";

export const handle: RouteHandle = { title: "guided-choice:title", withoutScriptsForVisitors: true };

/** The step's answers from the address; past the last question the bank, with them as its filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = pageContext(context);
  const url = new URL(request.url);
  const { answers, step, problem } = guidedStateOf(url.searchParams);
  if (!isOwnPath(locale, url.pathname)) throw redirect(stepHref(locale, answers, step));
  if (step > GUIDED_QUESTIONS.length) throw redirect(bankHref(locale, answers));
  // Skipping leaves this question's answer out: the next question, or after the last the bank.
  const rest = otherAnswers(answers, step);
  const skip = step === GUIDED_QUESTIONS.length ? bankHref(locale, rest) : stepHref(locale, rest, step + 1);
  return data({ answers: answers.toString(), step, problem, skip }, { status: problem ? 422 : 200 });
}

/** /nl/hulp-bij-kiezen, /en/help-me-choose: "Help me kiezen", one question a screen, plain GET forms (issue 44, item 3). */
export default function GuidedChoice({ loaderData }: Route.ComponentProps) {
  const { answers, step, problem, skip } = loaderData;
  return <GuidedQuestion answers={new URLSearchParams(answers)} step={step} problem={problem} skip={skip} />;
}
