import type { PersonToPersonWording } from "../../contract/tenants";
import type { AppContext, TenantRecord } from "./tenants";

export type { PersonToPersonWording };

export interface FeatureFlags {
  volunteerProfiles: boolean;
  personToPerson: boolean;
  personToPersonWording: PersonToPersonWording;
  centerSharing: boolean;
  internationalization: boolean;
}

/**
 * Spec section 1, "Feature flags per tenant": the tenant's switches, within what the app context allows. The meedoen
 * context has no activities (nor volunteer profiles) and no centre sharing, and is always in two languages.
 */
export function featureFlagsFor(tenant: Pick<TenantRecord, "switches">, appContext: AppContext): FeatureFlags {
  const meedoen = appContext === "meedoen";
  const { switches } = tenant;
  return {
    volunteerProfiles: switches.activities && !meedoen,
    personToPerson: switches.personToPerson,
    personToPersonWording: switches.personToPersonWording,
    centerSharing: switches.centerSharing && !meedoen,
    internationalization: switches.internationalization || meedoen,
  };
}
