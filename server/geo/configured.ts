import { localGeocoder } from "./gazetteer";
import { chainGeocoders, type Geocoder } from "./geocoder";
import { createPdokGeocoder } from "./pdok";

/** The gazetteer, followed by PDOK when GEOCODER_URL is set; without it nothing ever leaves the process. */
export function configuredGeocoder(url: string | undefined): Geocoder {
  return url ? chainGeocoders(localGeocoder, createPdokGeocoder({ url })) : localGeocoder;
}
