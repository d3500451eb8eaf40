import { contentLocaleOf } from "../../locales/languages";
import { SiteLogo } from "../features/shell/site-logo";
import { useTranslation } from "../lib/i18n";
import { useLocale } from "../lib/locale";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";

export const handle: RouteHandle = { title: "home:geldersHanden.title" };

/** The one page of the Gelderse Handen host (spec section 2); its text is the centre's home page text. */
export default function GeldersHanden() {
  const { t } = useTranslation();
  const site = useSite();
  const locale = useLocale();
  const page = site?.center.profile?.homePage?.[contentLocaleOf(locale)] ?? site?.center.profile?.homePage?.nl;
  return (
    <article className="w-full max-w-2xl">
      <SiteLogo />
      <h1 className="mt-8 text-4xl font-bold tracking-tight">{t("home:geldersHanden.title")}</h1>
      <p className="mt-4 text-lg text-fg-muted">{t("home:geldersHanden.intro")}</p>
      {page && (
        <section className="mt-8 rounded-lg border border-border bg-surface-raised p-6">
          <h2 className="text-xl font-semibold">{page.title}</h2>
          <p className="mt-2">{page.lead}</p>
        </section>
      )}
    </article>
  );
}
