import { useSearchParams } from "react-router";
import { FeedLinks } from "../features/vacancy-search/feed-links";
import { worksWithoutScripts } from "../features/vacancy-search/live-search-script";
import { loadVacancySearch, type SearchPageData } from "../features/vacancy-search/load-search.server";
import { SearchScreen } from "../features/vacancy-search/search-screen";
import { feedSearchOf } from "../features/vacancy-search/vacancy-search";
import { useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";
import type { Route } from "./+types/vacancies.search";

export const handle: RouteHandle = {
  title: "vacancy-search:title",
  withoutScriptsForVisitors: (data) => worksWithoutScripts(data as SearchPageData),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadVacancySearch(request, context, {
    endpoint: "/api/v1/vacancies/search",
    mapEndpoint: "/api/v1/vacancies/search/map",
  });
}

/** /vacancies/search: the public vacancy bank, a plain GET form that JavaScript makes live. */
export default function VacancySearch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const site = useSite();
  const [params] = useSearchParams();
  return (
    <>
      <FeedLinks search={feedSearchOf(params)} title={t("vacancy-search:title")} />
      <SearchScreen
        data={loaderData}
        title={t("vacancy-search:title")}
        lead={t("vacancy-search:lead")}
        description={t("vacancy-search:description", { center: site?.center.name ?? "" })}
        totalLabel={(count) => t("vacancy-search:total", { count })}
        offersMap
        offersGuide
      />
    </>
  );
}
