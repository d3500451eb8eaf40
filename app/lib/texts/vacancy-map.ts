// Imported for its effect by the vacancy bank's map view: these texts travel with the map's lazy chunk.
import en from "../../../locales/en/lazy/vacancy-map.json";
import nl from "../../../locales/nl/lazy/vacancy-map.json";
import { registerNamespace } from "../i18n";

registerNamespace("vacancy-map", { nl, en });
