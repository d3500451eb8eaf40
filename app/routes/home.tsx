import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../components/ui/button";
import { worksWithoutScripts } from "../features/content-blocks/blocks-without-scripts";
import { contentPageJsonLd, contentPageMeta } from "../features/content-blocks/content-page-seo";
import { ContentPageView } from "../features/content-blocks/content-page-view";
import { loadContentPage } from "../features/content-blocks/load-content-page.server";
import { GuidedLink } from "../features/vacancy-search/guided-link";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";
import type { Route } from "./+types/home";

export const handle: RouteHandle = { title: "home:title", withoutScriptsForVisitors: worksWithoutScripts };

export async function loader({ context }: Route.LoaderArgs) {
  return { loaded: await loadContentPage(context, "home") };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData?.loaded) return [];
  const root = matches.find((m) => m?.id === "root")?.loaderData as { site?: { appName?: string } } | undefined;
  return contentPageMeta(loaderData.loaded, root?.site?.appName);
}

/** The public home page: the page the centre marks as its home (issue 15), built from blocks in /content. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const site = useSite();
  const to = useLocalePath();
  const { loaded } = loaderData;
  const switchLink = site?.site.features.centerSharing && (
    <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6">
      <Link
        to={to("/switch")}
        className="inline-flex min-h-11 items-center gap-2 font-medium text-link underline-offset-4 hover:underline"
      >
        {t("home:centerSwitch")}
        <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
      </Link>
    </div>
  );
  if (!loaded) {
    return (
      <>
        <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <h1 className="text-4xl font-bold tracking-tight" data-testid="home-title">
            {site?.site.appName}
          </h1>
          <p className="mt-4 text-lg">{t("home:noHomePage")}</p>
          <Link to={to("/vacancies/search")} className={`${buttonClasses({ size: "lg" })} mt-6`}>
            {t("home:toBank")}
          </Link>
          <GuidedLink className="mt-4" />
        </section>
        {switchLink}
      </>
    );
  }
  return (
    <>
      <ContentPageView page={loaded.page} data={loaded.data} jsonLd={contentPageJsonLd(loaded, site?.center.name ?? "")} />
      {/* The hero's search offers the questions beside it; a home page without one offers them here. */}
      {!loaded.page.blocks.some((block) => block.type === "HeroWithSearch") && (
        <GuidedLink className="mx-auto max-w-7xl px-4 pb-6 sm:px-6" />
      )}
      {switchLink}
    </>
  );
}
