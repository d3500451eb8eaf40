import { CenterContact } from "../features/shell/center-contact";
import { useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";

export const handle: RouteHandle = { title: "support.title" };

/** Support (sidebar variant): how to reach the centre, from the contact details in its profile. */
export default function Support() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-bold">{t("support.title")}</h1>
      <p className="mt-2 text-lg text-fg-muted">{t("support.intro")}</p>
      <section className="mt-8 rounded-lg border border-border bg-surface-raised p-6" data-testid="support-contact">
        <h2 className="text-lg font-semibold">{t("support.contact")}</h2>
        <p className="mt-1 font-medium">{site?.center.name}</p>
        <CenterContact />
      </section>
    </div>
  );
}
