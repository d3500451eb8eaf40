import type { AppContext, TenantId } from "./tenants";

export type PersonToPersonWording = "neighbour-help" | "one-on-one";

export interface FeatureFlags {
  volunteerProfiles: boolean;
  personToPerson: boolean;
  personToPersonWording: PersonToPersonWording;
  centerSharing: boolean;
  internationalization: boolean;
}

// Spec section 1, "Feature flags per tenant".
export function featureFlagsFor(tenant: TenantId, appContext: AppContext): FeatureFlags {
  const meedoen = appContext === "meedoen";
  return {
    volunteerProfiles: !meedoen,
    personToPerson: tenant === "public" || tenant === "oldebroek",
    personToPersonWording: tenant === "oldebroek" ? "neighbour-help" : "one-on-one",
    centerSharing: tenant === "public" && !meedoen,
    internationalization: tenant === "public" || meedoen,
  };
}
