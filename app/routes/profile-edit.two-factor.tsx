import { useOutletContext, useSearchParams } from "react-router";
import type { TwoFactorStatus } from "../../contract/two-factor";
import type { FieldErrors } from "../../contract/validation";
import { ProfileSection } from "../features/profile/profile-section";
import { type TwoFactorAnswer, twoFactorAction } from "../features/two-factor/two-factor.server";
import { TwoFactorPanel } from "../features/two-factor/two-factor-parts";
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

/** /profile-edit/tweestapsaanmelding: set up two-step sign-in (QR, key, first code), recovery codes, turn it off. */
export default function ProfileTwoFactor({ loaderData: { status }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useOutletContext<ProfileEditContext>();
  const [params] = useSearchParams();
  const answer = actionData as (TwoFactorAnswer & { errors?: FieldErrors }) | undefined;
  return (
    <ProfileSection id="two-factor-title" texts="profile:twoFactor" className="flex flex-col gap-6">
      <TwoFactorPanel
        status={status}
        answer={answer}
        errors={answer?.errors}
        required={user.twoFactorSetupRequired ? t("profile:twoFactor.required") : undefined}
        recoveryCodesLeft={params.get("recovery_codes_left")}
      />
    </ProfileSection>
  );
}
