import "leaflet/dist/leaflet.css";
import "../map/map-attribution.css";
import { CircleMarker, MapContainer, TileLayer } from "react-leaflet";

/**
 * The leaflet map, loaded lazily in the browser only (leaflet needs `window`). A circle marker rather than leaflet's
 * image marker: no icon images to bundle or fetch.
 */
export default function LocationMap({
  latitude,
  longitude,
  tileUrl,
  label,
  attribution,
}: {
  latitude: number;
  longitude: number;
  tileUrl: string;
  label: string;
  attribution: string;
}) {
  return (
    <section aria-label={label} className="isolate h-56 overflow-hidden rounded-lg border border-border">
      <MapContainer center={[latitude, longitude]} zoom={15} scrollWheelZoom={false} className="size-full">
        <TileLayer url={tileUrl} attribution={attribution} />
        <CircleMarker center={[latitude, longitude]} radius={10} pathOptions={{ color: "#1d4ed8", fillOpacity: 0.6 }} />
      </MapContainer>
    </section>
  );
}
