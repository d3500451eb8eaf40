import { useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";

export const handle: RouteHandle = { title: "organizations:signup.successTitle" };

/** /organizations/signup/success */
export default function OrganizationSignupSuccess() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-lg">
      <h1 className="text-3xl font-bold">{t("organizations:signup.successTitle")}</h1>
      <p className="mt-4 text-lg" data-testid="organization-signup-success">
        {t("organizations:signup.successBody")}
      </p>
    </div>
  );
}
