import "leaflet/dist/leaflet.css";
import { CircleMarker, MapContainer, Popup, TileLayer } from "react-leaflet";

export interface MapPlace {
  latitude: number;
  longitude: number;
  organisations: { name: string; href: string }[];
}

/**
 * The social map's leaflet map, loaded lazily in the browser only. One circle marker per place (organisations at
 * the same spot share it, its size says how many), so a page of organisations never becomes a heap of pins.
 */
export default function OrganisationsMap({
  places,
  tileUrl,
  label,
  attribution,
}: {
  places: MapPlace[];
  tileUrl: string;
  label: string;
  attribution: string;
}) {
  const bounds = places.map((p) => [p.latitude, p.longitude] as [number, number]);
  return (
    <section aria-label={label} className="isolate h-80 overflow-hidden rounded-lg border border-border lg:h-[32rem]">
      <MapContainer
        bounds={bounds}
        boundsOptions={{ padding: [32, 32], maxZoom: 14 }}
        scrollWheelZoom={false}
        className="size-full"
      >
        <TileLayer url={tileUrl} attribution={attribution} />
        {places.map((place) => (
          <CircleMarker
            key={`${place.latitude},${place.longitude}`}
            center={[place.latitude, place.longitude]}
            radius={Math.min(8 + place.organisations.length * 2, 20)}
            pathOptions={{ color: "#1d4ed8", fillOpacity: 0.6 }}
          >
            <Popup>
              <ul className="flex flex-col gap-1">
                {place.organisations.map((organisation) => (
                  <li key={organisation.href}>
                    <a href={organisation.href}>{organisation.name}</a>
                  </li>
                ))}
              </ul>
            </Popup>
          </CircleMarker>
        ))}
      </MapContainer>
    </section>
  );
}
