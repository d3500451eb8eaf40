import { Form } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { useSite } from "../../lib/site";

/**
 * Shown on every page while a tenant admin is signed in as someone else, with the way back; or while the platform's
 * operator is (issue 39), with a stop that ends that session.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useSite()?.user;
  if (!user?.impersonatedBy) return null;
  const operator = user.impersonatedBy.operator === true;
  return (
    <div role="status" className="bg-amber-300 text-amber-950" data-testid="impersonation-banner">
      <Form
        method="post"
        action={to("/impersonation/stop")}
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm sm:px-6"
      >
        <span className="font-medium">
          {t(operator ? "impersonation.operatorBanner" : "impersonation.banner", { name: user.fullName })}
        </span>
        <button type="submit" className="rounded-md bg-amber-950 px-3 py-1.5 font-semibold text-amber-50 hover:bg-amber-900">
          {t(operator ? "impersonation.operatorStop" : "impersonation.back")}
        </button>
      </Form>
    </div>
  );
}
