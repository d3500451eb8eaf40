import { ExternalLink, House, MapPin } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { Vacancy } from "../../../contract/vacancies";
import { useTranslation } from "../../lib/i18n";
import { openStreetMapSearchUrl, openStreetMapUrl } from "./share-urls";

// Only fetched when a map is configured and the page runs in a browser: a slow phone without it pays nothing.
const LocationMap = lazy(() => import("./location-map.client"));

type Place = Pick<Vacancy, "remote" | "street" | "houseNumber" | "postalCode" | "city" | "latitude" | "longitude">;

function OsmLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      rel="noopener noreferrer"
      target="_blank"
      className="inline-flex min-h-11 items-center gap-1.5 self-start text-link underline-offset-2 hover:underline"
    >
      {children}
      <ExternalLink className="size-4" aria-hidden />
    </a>
  );
}

/**
 * The address or 'remote', then a map (with MAP_TILE_URL, after hydration) and a link to openstreetmap.org; without
 * coordinates a search there for the address.
 */
export function VacancyPlace({ place, tileUrl }: { place: Place; tileUrl: string | null }) {
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const street = [place.street, place.houseNumber].filter(Boolean).join(" ");
  const town = [place.postalCode, place.city].filter(Boolean).join(" ");
  const point = place.latitude !== null && place.longitude !== null ? { lat: place.latitude, lon: place.longitude } : null;
  return (
    <section aria-labelledby="vacancy-where">
      <h2 id="vacancy-where" className="text-lg font-semibold">
        {t("vacancies:detail.where")}
      </h2>
      {place.remote ? (
        <p className="mt-3 flex gap-3">
          <House className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
          {t("vacancies:detail.remote")}
        </p>
      ) : (
        <div className="mt-3 flex flex-col gap-3">
          <address className="flex gap-3 not-italic" data-testid="vacancy-address">
            <MapPin className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
            <span>
              {street && <span className="block">{street}</span>}
              {town && <span className="block">{town}</span>}
            </span>
          </address>
          {point && tileUrl && mounted && (
            <Suspense fallback={<div className="h-56 rounded-lg bg-surface-sunken" />}>
              <LocationMap
                latitude={point.lat}
                longitude={point.lon}
                tileUrl={tileUrl}
                label={t("vacancies:map.label")}
                attribution={t("vacancies:map.attribution")}
              />
            </Suspense>
          )}
          {point ? (
            <OsmLink href={openStreetMapUrl(point.lat, point.lon)}>{t("vacancies:map.openInOsm")}</OsmLink>
          ) : (
            (street || town) && (
              <OsmLink href={openStreetMapSearchUrl([street, town].filter(Boolean).join(", "))}>
                {t("vacancies:map.searchInOsm")}
              </OsmLink>
            )
          )}
        </div>
      )}
    </section>
  );
}
