import { lazy, Suspense, useCallback, useMemo } from "react";
import { VACANCY_MAP_CAP } from "../../../contract/vacancy-map";
import { useHydrated } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import type { MapPlace } from "../map/map-place";
import type { SearchMap } from "./load-search.server";
import "../../lib/texts/vacancy-map";

// Its own chunk, and only in the browser (leaflet needs window): this part is rendered on the server too.
const PlacesMap = lazy(() => import("../map/places-map.client"));

/** Vacancies at the same spot share one pin. */
function placesOf(points: SearchMap["points"], href: (id: string) => string): MapPlace[] {
  const places = new Map<string, MapPlace>();
  for (const p of points) {
    const key = `${p.latitude},${p.longitude}`;
    const place = places.get(key) ?? { latitude: p.latitude, longitude: p.longitude, links: [] };
    place.links.push({ name: p.title, href: href(p.id) });
    places.set(key, place);
  }
  return [...places.values()];
}

/**
 * The vacancy bank's map view, loaded lazily when it is opened (the bank's page then lists only this small chunk's
 * files to preload: its weight budget is tight): the search's vacancies as clustered pins.
 */
export default function ResultsMap({ map, tileUrl }: { map: SearchMap; tileUrl: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const hydrated = useHydrated();
  const clusterLabel = useCallback((count: number) => t("vacancy-map:cluster", { count }), [t]);
  // The same places while the page re-renders, so the clusters are not rebuilt.
  const places = useMemo(() => placesOf(map.points, (id) => to(`/vacancies/${id}`)), [map.points, to]);
  const space = <div className="h-[28rem] rounded-lg bg-surface-sunken lg:h-[36rem]" />;
  if (map.points.length === 0) {
    return (
      <p className="mt-6 text-fg-muted" data-testid="search-map-none">
        {t("vacancy-map:none")}
      </p>
    );
  }
  return (
    <div className="mt-4 flex flex-col gap-2 sm:mt-6">
      {hydrated ? (
        <Suspense fallback={space}>
          <PlacesMap
            places={places}
            tileUrl={tileUrl}
            label={t("vacancy-map:label")}
            attribution={t("vacancy-map:attribution")}
            clusterLabel={clusterLabel}
            className="h-[28rem] lg:h-[36rem]"
          />
        </Suspense>
      ) : (
        space
      )}
      <p className="text-sm text-fg-muted" data-testid="search-map-note">
        {map.capped
          ? t("vacancy-map:capped", { cap: VACANCY_MAP_CAP })
          : map.points.length === map.total
            ? t("vacancy-map:all", { count: map.total })
            : t("vacancy-map:shown", { shown: map.points.length, total: map.total })}
      </p>
    </div>
  );
}
