import { organizationSteps } from "../../contract/demo-steps";
import { DevPage } from "../features/dev/dev-page";
import { type StepDefinition, StepForm, StepValues } from "../features/dev/step-form";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { stepAction } from "../lib/step-form.server";
import type { Route } from "./+types/test.step-form-2";
import "../lib/texts/dev-pages";

export const handle: RouteHandle = { title: "dev-pages:stepForm2.title" };

function Review({ values }: { values: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-fg-muted">{t("dev-pages:steps.reviewIntro")}</p>
      <StepValues steps={STEPS} values={values} />
    </>
  );
}

const STEPS: StepDefinition[] = [
  {
    name: "organization",
    schema: organizationSteps[0],
    fields: [
      { name: "organizationName", autoComplete: "organization" },
      { name: "website", type: "url", required: false },
    ],
  },
  {
    name: "contact",
    schema: organizationSteps[1],
    fields: [
      { name: "contactName", autoComplete: "name" },
      { name: "phone", type: "tel", autoComplete: "tel" },
    ],
  },
  {
    name: "address",
    schema: organizationSteps[2],
    fields: [
      { name: "postalCode", autoComplete: "postal-code" },
      { name: "city", autoComplete: "address-level2" },
    ],
  },
  { name: "review", schema: organizationSteps[3], fields: [], render: (values) => <Review values={values} /> },
];

export async function action({ request, context }: Route.ActionArgs) {
  return stepAction(organizationSteps, await request.formData(), pageContext(context).locale);
}

/** Developer page: a second multi-step form, ending in a last look at every answer before it is sent. */
export default function StepForm2Test({ actionData }: Route.ComponentProps) {
  return (
    <DevPage page="stepForm2">
      <StepForm steps={STEPS} result={actionData} />
    </DevPage>
  );
}
