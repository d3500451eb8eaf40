import { useSearchParams } from "react-router";
import type { TwoFactorStatus } from "../../contract/two-factor";
import type { FieldErrors } from "../../contract/validation";
import { asOperator } from "../features/platform/console.server";
import { type TwoFactorAnswer, twoFactorAction } from "../features/two-factor/two-factor.server";
import { TwoFactorPanel } from "../features/two-factor/two-factor-parts";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/platform.two-factor";
import "../lib/texts/platform";

export const handle: RouteHandle = { title: "platform:twoFactor.title" };

const BASE = "/api/v1/platform/two_factor";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { data: status } = await asOperator(context, request, (api) => api.get<TwoFactorStatus>(BASE));
  return { status };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return asOperator(context, request, (api) => twoFactorAction(request, pageContext(context).locale, api, form, BASE));
}

/** /platform/two-factor: the operator's two-step sign-in, required of every operator: set up, new recovery codes. */
export default function ConsoleTwoFactor({ loaderData: { status }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const answer = actionData as (TwoFactorAnswer & { errors?: FieldErrors }) | undefined;
  return (
    <section aria-labelledby="two-factor-title" className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 id="two-factor-title" className="text-3xl font-bold">
        {t("platform:twoFactor.title")}
      </h1>
      <p>{t("platform:twoFactor.intro")}</p>
      <TwoFactorPanel
        status={status}
        answer={answer}
        errors={answer?.errors}
        required={t("platform:twoFactor.required")}
        recoveryCodesLeft={params.get("recovery_codes_left")}
      />
      <p className="text-sm text-fg-muted">{t("platform:twoFactor.lost")}</p>
    </section>
  );
}
