import { volunteerSteps } from "../../contract/demo-steps";
import { DevPage } from "../features/dev/dev-page";
import { type StepDefinition, StepForm } from "../features/dev/step-form";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { stepAction } from "../lib/step-form.server";
import type { Route } from "./+types/test.step-form";
import "../lib/texts/dev-pages";

export const handle: RouteHandle = { title: "dev-pages:stepForm.title" };

const STEPS: StepDefinition[] = [
  {
    name: "person",
    schema: volunteerSteps[0],
    fields: [
      { name: "firstName", autoComplete: "given-name" },
      { name: "email", type: "email", autoComplete: "email" },
    ],
  },
  { name: "availability", schema: volunteerSteps[1], fields: [{ name: "hoursPerWeek", type: "number" }, { name: "place" }] },
  { name: "motivation", schema: volunteerSteps[2], fields: [{ name: "motivation", type: "textarea" }] },
];

export async function action({ request, context }: Route.ActionArgs) {
  return stepAction(volunteerSteps, await request.formData(), pageContext(context).locale);
}

/** Developer page: a multi-step form, each step checked on Next with its own schema (contract/demo-steps.ts). */
export default function StepFormTest({ actionData }: Route.ComponentProps) {
  return (
    <DevPage page="stepForm">
      <StepForm steps={STEPS} result={actionData} />
    </DevPage>
  );
}
