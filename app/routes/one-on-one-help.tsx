import type { PersonToPersonSearchMeta } from "../../contract/vacancy-search";
import { HelpKindTabs } from "../features/vacancy-search/help-kind-tabs";
import { worksWithoutScripts } from "../features/vacancy-search/live-search-script";
import { loadVacancySearch, type SearchPageData } from "../features/vacancy-search/load-search.server";
import { ResultCard } from "../features/vacancy-search/result-card";
import { SearchScreen } from "../features/vacancy-search/search-screen";
import { useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";
import type { Route } from "./+types/one-on-one-help";

type Wording = PersonToPersonSearchMeta["wording"];
const wordingOf = (data: unknown): Wording =>
  (data as { meta?: { wording?: Wording } } | undefined)?.meta?.wording ?? "one-on-one";

export const handle: RouteHandle = {
  title: (t, data) => t(`person-to-person:${wordingOf(data)}.title`),
  withoutScriptsForVisitors: (data) => worksWithoutScripts(data as SearchPageData),
};

/** The types are the endpoint's to decide; a tenant without person-to-person help gets the endpoint's 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadVacancySearch<PersonToPersonSearchMeta>(request, context, {
    endpoint: "/api/v1/vacancies/search/person_to_person",
    fixed: ["vacancy_type"],
  });
}

/** /een-op-een-hulp: requests for and offers of help between people, in the tenant's wording (spec section 1). */
export default function OneOnOneHelp({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const site = useSite();
  const wording = wordingOf(loaderData);
  return (
    <SearchScreen
      data={loaderData}
      title={t(`person-to-person:${wording}.title`)}
      lead={t(`person-to-person:${wording}.lead`)}
      description={t(`person-to-person:${wording}.description`, { center: site?.center.name ?? "" })}
      totalLabel={(count) => t("person-to-person:total", { count })}
      words={{ label: t("person-to-person:search.label"), placeholder: t("person-to-person:search.placeholder") }}
      hiddenFilters={["vacancy_type"]}
      extraControls={(params) => <HelpKindTabs params={params} facets={loaderData.meta.facets} />}
      card={(hit) => <ResultCard hit={hit} showType={false} />}
    />
  );
}
