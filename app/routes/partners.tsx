import type { Partner } from "../../contract/partners";
import { PartnerCard } from "../features/partners/partner-card";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";
import type { Route } from "./+types/partners";

export const handle: RouteHandle = { title: "home:partners.title", withoutScriptsForVisitors: true };

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  return { partners: (await api.get<Partner[]>("/api/v1/partners")).data };
}

/** /partners: the organizations and companies the centre works with, in the centre's order (issue 15, item 7). */
export default function Partners({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const name = useSite()?.site.appName ?? "";
  const { partners } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <meta name="description" content={t("home:partners.lead", { name })} />
      <div>
        <h1 className="text-3xl font-bold sm:text-4xl">{t("home:partners.title")}</h1>
        <p className="mt-2 max-w-3xl text-lg text-fg-muted">{t("home:partners.lead", { name })}</p>
      </div>
      {partners.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-fg-muted" data-testid="partners-empty">
          {t("home:partners.empty")}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {partners.map((partner, index) => (
            <li key={partner.id}>
              <PartnerCard partner={partner} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
