import { useOutletContext, useSearchParams } from "react-router";
import type { TwoFactorStatus } from "../../contract/two-factor";
import type { FieldErrors } from "../../contract/validation";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { ProfileSection } from "../features/profile/profile-section";
import { type TwoFactorAnswer, twoFactorAction } from "../features/two-factor/two-factor.server";
import { CodeForm, RecoveryCodes, SetupCard } from "../features/two-factor/two-factor-parts";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/profile-edit.two-factor";
import type { ProfileEditContext } from "./profile-edit";
import "../lib/texts/profile";

export const handle: RouteHandle = { title: "profile:twoFactor.title" };

export async function loader({ context }: Route.LoaderArgs) {
  const { data } = await pageContext(context).api.get<TwoFactorStatus>("/api/v1/two_factor");
  return { status: data };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, locale } = pageContext(context);
  return twoFactorAction(request, locale, api, await request.formData());
}

const NOTICE = "rounded-md bg-surface-sunken p-3";

/** /profile-edit/tweestapsaanmelding: set up two-step sign-in (QR, key, first code), recovery codes, turn it off. */
export default function ProfileTwoFactor({ loaderData: { status }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useOutletContext<ProfileEditContext>();
  const [params] = useSearchParams();
  const answer = actionData as (TwoFactorAnswer & { errors?: FieldErrors }) | undefined;
  const error = (intent: string) => (answer?.intent === intent ? answer.errors?.code : undefined);
  const left = params.get("recovery_codes_left");
  return (
    <ProfileSection id="two-factor-title" texts="profile:twoFactor" className="flex flex-col gap-6">
      {user.twoFactorSetupRequired && !status.enabled && (
        <p role="status" className="rounded-md bg-amber-50 p-3 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t("profile:twoFactor.required")}
        </p>
      )}
      {left !== null && !answer && (
        <p role="status" className={NOTICE}>
          {t("profile:twoFactor.usedRecovery", { count: Number(left) })}
        </p>
      )}
      {answer?.message && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100">
          {t(answer.message)}
        </p>
      )}
      {answer?.recoveryCodes && <RecoveryCodes codes={answer.recoveryCodes} />}
      <p className="font-medium" data-testid="two-factor-status">
        {status.enabled ? t("profile:twoFactor.statusOn") : t("profile:twoFactor.statusOff")}
        {status.enabled && ` ${t("profile:twoFactor.recoveryLeft", { count: status.recoveryCodesLeft })}`}
      </p>
      {!status.enabled &&
        (answer?.setup ? (
          <SetupCard setup={answer.setup} error={error("confirm")} />
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            <Button type="submit" size="lg">
              {t("profile:twoFactor.start")}
            </Button>
          </Form>
        ))}
      {status.enabled && (
        <CodeForm
          intent="recovery_codes"
          label={t("profile:twoFactor.newCodes")}
          hint={t("profile:twoFactor.newCodesHint")}
          submit={t("profile:twoFactor.newCodes")}
          error={error("recovery_codes")}
        />
      )}
      {status.enabled && !status.required && (
        <CodeForm
          intent="disable"
          label={t("profile:twoFactor.disable")}
          hint={t("profile:twoFactor.disableHint")}
          submit={t("profile:twoFactor.disable")}
          error={error("disable")}
          danger
        />
      )}
    </ProfileSection>
  );
}
