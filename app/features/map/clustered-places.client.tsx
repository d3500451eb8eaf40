import "leaflet.markercluster/dist/MarkerCluster.css";
import "./clusters.css";
import L from "leaflet";
import "leaflet.markercluster";
import { useEffect } from "react";
import { useMap } from "react-leaflet";
import { MARKER_STYLE, type MapPlace, radiusOf } from "./map-place";

/** The popup of a place: its links, built as elements (titles are text, never HTML). */
function popupOf(place: MapPlace): HTMLElement {
  const list = document.createElement("ul");
  list.className = "flex flex-col gap-1";
  for (const link of place.links) {
    const item = document.createElement("li");
    const anchor = document.createElement("a");
    anchor.href = link.href;
    anchor.textContent = link.name;
    item.append(anchor);
    list.append(item);
  }
  return list;
}

/** The places as circle markers in leaflet.markercluster's clusters; a cluster is a button named by its count. */
export function ClusteredPlaces({ places, clusterLabel }: { places: MapPlace[]; clusterLabel: (count: number) => string }) {
  const map = useMap();
  useEffect(() => {
    const group = L.markerClusterGroup({
      showCoverageOnHover: false,
      iconCreateFunction: (cluster) => {
        const count = cluster.getChildCount();
        const icon = document.createElement("span");
        icon.className = "places-cluster";
        const shown = document.createElement("span");
        shown.ariaHidden = "true";
        shown.textContent = String(count);
        const spoken = document.createElement("span");
        spoken.className = "places-cluster-name";
        spoken.textContent = clusterLabel(count);
        icon.append(shown, spoken);
        return L.divIcon({ html: icon, className: "places-cluster-icon", iconSize: L.point(40, 40) });
      },
    });
    for (const place of places) {
      const marker = L.circleMarker([place.latitude, place.longitude], { ...MARKER_STYLE, radius: radiusOf(place) });
      group.addLayer(marker.bindPopup(() => popupOf(place)));
    }
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
    };
  }, [map, places, clusterLabel]);
  return null;
}
