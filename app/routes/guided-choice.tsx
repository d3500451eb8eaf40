import { data, redirect } from "react-router";
import { bankHref, GUIDED_QUESTIONS, guidedStateOf, isOwnPath, stepHref } from "../features/vacancy-search/guided-choice";
import { GuidedQuestion } from "../features/vacancy-search/guided-question";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/guided-choice";

export const handle: RouteHandle = { title: "vacancy-search:guided.title", withoutScriptsForVisitors: true };

/** The step's answers from the address; past the last question the bank, with them as its filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = pageContext(context);
  const url = new URL(request.url);
  const { answers, step, problem } = guidedStateOf(url.searchParams);
  if (!isOwnPath(locale, url.pathname)) throw redirect(stepHref(locale, answers, step));
  if (step > GUIDED_QUESTIONS.length) throw redirect(bankHref(locale, answers));
  return data({ answers: answers.toString(), step, problem }, { status: problem ? 422 : 200 });
}

/** /nl/hulp-bij-kiezen, /en/help-me-choose: "Help me kiezen", one question a screen, plain GET forms (issue 44, item 3). */
export default function GuidedChoice({ loaderData }: Route.ComponentProps) {
  return <GuidedQuestion answers={new URLSearchParams(loaderData.answers)} step={loaderData.step} problem={loaderData.problem} />;
}
