import "leaflet/dist/leaflet.css";
import "./map-attribution.css";
import { CircleMarker, MapContainer, Popup, TileLayer } from "react-leaflet";
import { ClusteredPlaces } from "./clustered-places.client";
import { MARKER_STYLE, type MapPlace, radiusOf } from "./map-place";

/**
 * A leaflet map of places, loaded lazily in the browser only. One circle marker per place (things at the same spot
 * share it, its size says how many), so a page of results never becomes a heap of pins; with `clusterLabel`,
 * markers that lie close together at the current zoom join in one numbered cluster.
 */
export default function PlacesMap({
  places,
  tileUrl,
  label,
  attribution,
  clusterLabel,
  className = "h-80 lg:h-[32rem]",
}: {
  places: MapPlace[];
  tileUrl: string;
  label: string;
  attribution: string;
  /** "12 vacancies": a cluster's name for screen readers; clusters only when given. */
  clusterLabel?: (count: number) => string;
  className?: string;
}) {
  const bounds = places.map((p) => [p.latitude, p.longitude] as [number, number]);
  return (
    <section aria-label={label} className={`isolate overflow-hidden rounded-lg border border-border ${className}`}>
      <MapContainer
        bounds={bounds}
        boundsOptions={{ padding: [32, 32], maxZoom: 14 }}
        scrollWheelZoom={false}
        className="size-full"
      >
        <TileLayer url={tileUrl} attribution={attribution} />
        {clusterLabel ? (
          <ClusteredPlaces places={places} clusterLabel={clusterLabel} />
        ) : (
          places.map((place) => (
            <CircleMarker
              key={`${place.latitude},${place.longitude}`}
              center={[place.latitude, place.longitude]}
              radius={radiusOf(place)}
              pathOptions={MARKER_STYLE}
            >
              <Popup>
                <ul className="flex flex-col gap-1">
                  {place.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href}>{link.name}</a>
                    </li>
                  ))}
                </ul>
              </Popup>
            </CircleMarker>
          ))
        )}
      </MapContainer>
    </section>
  );
}
