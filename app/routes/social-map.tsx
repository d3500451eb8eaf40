import { lazy, Suspense, useEffect, useState } from "react";
import { ACTIVITY_TYPES } from "../../contract/organization-options";
import { SOCIAL_MAP_PAGE_SIZE, type SocialMapOrganization } from "../../contract/social-map";
import type { MapPlace } from "../features/map/map-place";
import { showsMapOf } from "../features/map/shows-map";
import { SocialMapFilters } from "../features/social-map/social-map-filters";
import { SocialMapList } from "../features/social-map/social-map-list";
import { SocialMapPages } from "../features/social-map/social-map-pages";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { serverContext } from "../lib/server-context";
import { useSite } from "../lib/site";
import type { Route } from "./+types/social-map";
import "../lib/texts/social-map";
import { listMeta, pageParam } from "../lib/list-params";

// Only fetched when a map is configured and the page runs in a browser: the list alone costs nothing extra.
const OrganizationsMap = lazy(() => import("../features/map/places-map.client"));

export const handle: RouteHandle = {
  title: "social-map:title",
  // Its map is the one part that needs the app's scripts.
  withoutScriptsForVisitors: (data) => !(data as { showsMap: boolean }).showsMap,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const search = new URL(request.url).searchParams;
  const activity = search.get("activiteit");
  const page = pageParam(search, "pagina");
  const { data, meta } = await api.get<SocialMapOrganization[]>("/api/v1/social_map_organizations", {
    filter: {
      nameCont: search.get("q")?.trim().slice(0, 100) || undefined,
      // A type that is not ours is ignored here rather than refused: the form only offers ours.
      activityTypeIdEq: ACTIVITY_TYPES.some((type) => String(type.id) === activity) ? (activity ?? undefined) : undefined,
      nonProfitTypeEq: search.get("soort")?.slice(0, 100) || undefined,
    },
    page: { number: page, size: SOCIAL_MAP_PAGE_SIZE },
  });
  return {
    organizations: data,
    showsMap: showsMapOf(context.get(serverContext).mapTileUrl, data),
    ...listMeta(meta),
    page,
    nonProfitTypes: (meta.nonProfitTypes as string[] | undefined) ?? [],
  };
}

/** Organizations at the same spot share one marker. */
function placesOf(organizations: SocialMapOrganization[], href: (id: string) => string): MapPlace[] {
  const places = new Map<string, MapPlace>();
  for (const o of organizations) {
    if (o.latitude === null || o.longitude === null) continue;
    const key = `${o.latitude},${o.longitude}`;
    const place = places.get(key) ?? { latitude: o.latitude, longitude: o.longitude, links: [] };
    place.links.push({ name: o.name, href: href(o.id) });
    places.set(key, place);
  }
  return [...places.values()];
}

/** /sociale-kaart: the centre's organizations that chose to be shown, as a list with search and filters, and a map. */
export default function SocialMap({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const tileUrl = useSite()?.mapTileUrl ?? null;
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const { organizations, total, pages, page, nonProfitTypes, showsMap: showMap } = loaderData;
  const places = placesOf(organizations, (id) => to(`/sociale-kaart/${id}`));
  return (
    <div className="flex flex-col gap-6">
      <meta name="description" content={t("social-map:lead")} />
      <div>
        <h1 className="text-3xl font-bold sm:text-4xl">{t("social-map:title")}</h1>
        <p className="mt-2 max-w-3xl text-lg text-fg-muted">{t("social-map:lead")}</p>
      </div>
      <SocialMapFilters nonProfitTypes={nonProfitTypes} />
      <p className="font-medium" role="status" data-testid="social-map-count">
        {t("social-map:count", { count: total })}
      </p>
      {organizations.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-fg-muted" data-testid="social-map-empty">
          {t("social-map:empty")}
        </p>
      ) : (
        <div className={showMap ? "grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start" : ""}>
          <SocialMapList organizations={organizations} />
          {showMap && tileUrl && (
            <div className="flex flex-col gap-2 lg:sticky lg:top-4">
              {mounted ? (
                <Suspense fallback={<div className="h-80 rounded-lg bg-surface-sunken lg:h-[32rem]" />}>
                  <OrganizationsMap
                    places={places}
                    tileUrl={tileUrl}
                    label={t("social-map:mapLabel")}
                    attribution={t("social-map:attribution")}
                  />
                </Suspense>
              ) : (
                <div className="h-80 rounded-lg bg-surface-sunken lg:h-[32rem]" />
              )}
              <p className="text-sm text-fg-muted">{t("social-map:mapNote")}</p>
            </div>
          )}
        </div>
      )}
      <SocialMapPages page={page} pages={pages} />
    </div>
  );
}
