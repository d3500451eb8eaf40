import { data } from "react-router";
import { isEmbedMode } from "../../contract/embed";
import { embedResizeScript } from "../features/vacancy-embed/embed-resize-script";
import { worksWithoutScripts } from "../features/vacancy-search/live-search-script";
import { loadVacancySearch, type SearchPageData } from "../features/vacancy-search/load-search.server";
import { ResultCard } from "../features/vacancy-search/result-card";
import { SearchScreen } from "../features/vacancy-search/search-screen";
import { useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";
import type { Route } from "./+types/embed.vacancies";
import "../lib/texts/embed";

export const handle: RouteHandle = {
  title: "vacancy-search:title",
  withoutScriptsForVisitors: (data) => worksWithoutScripts(data as SearchPageData),
  framedElsewhere: true,
  // /embed/vacancies/dark and /light: the snippet's data-mode; otherwise the visitor's device setting.
  colorMode: (data) => (data as { mode: "light" | "dark" | null } | undefined)?.mode ?? null,
};

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.mode !== undefined && !isEmbedMode(params.mode)) {
    throw data({ message: `Page Not Found: ${new URL(request.url).pathname}` }, { status: 404 });
  }
  const found = await loadVacancySearch(request, context, { endpoint: "/api/v1/vacancies/search" });
  // The bank's own page is the one search engines should know.
  const canonical = found.canonical.replace(/\/embed\/vacancies(\/(light|dark))?/, "/vacancies/search");
  return { ...found, canonical, mode: params.mode ?? null };
}

/**
 * /embed/vacancies (issue 43, item 3): the vacancy bank in a frame on another site, without the site's header and
 * footer. The same GET form and list as /vacancies/search, live by the same script; each vacancy opens on the centre's
 * own site in a new tab, so the visitor keeps the page he came from. Needs no session: a frame on another site gets no
 * cookies of ours. The centre lists the sites that may frame it (frame-ancestors, embed-framing.middleware.ts).
 */
export default function EmbeddedVacancies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const site = useSite();
  const newTab = { label: t("embed:newTab") };
  return (
    <>
      {/* Named: inside the settings screen's preview (or another site's page) it is a second main landmark. */}
      <main
        data-embed-content
        aria-label={t("embed:pageLabel", { center: site?.center.name ?? "" })}
        className="px-4 py-4 sm:px-6"
      >
        <SearchScreen
          data={loaderData}
          title={t("vacancy-search:title")}
          lead={t("vacancy-search:lead")}
          description={t("vacancy-search:description", { center: site?.center.name ?? "" })}
          totalLabel={(count) => t("vacancy-search:total", { count })}
          card={(hit) => <ResultCard hit={hit} newTab={newTab} />}
          offersAlert={false}
        />
      </main>
      {import.meta.env.SSR && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours (embed-resize-script.ts).
        <script nonce={site?.nonce} dangerouslySetInnerHTML={{ __html: embedResizeScript() }} />
      )}
    </>
  );
}
