import { describe, expect, it } from "vitest";
import { featureFlagsFor } from "./feature-flags";
import { APP_CONTEXTS, type AppContext, TENANT_IDS, type TenantId } from "./tenants";

// Spec section 1, written out per tenant and app context rather than re-derived.
const expected: Record<TenantId, Record<AppContext, ReturnType<typeof featureFlagsFor>>> = {
  oldebroek: {
    gelderland: {
      volunteerProfiles: true,
      personToPerson: true,
      personToPersonWording: "neighbour-help",
      centerSharing: false,
      internationalization: false,
    },
    meedoen: {
      volunteerProfiles: false,
      personToPerson: true,
      personToPersonWording: "neighbour-help",
      centerSharing: false,
      internationalization: true,
    },
  },
  roermond: {
    gelderland: {
      volunteerProfiles: true,
      personToPerson: false,
      personToPersonWording: "one-on-one",
      centerSharing: false,
      internationalization: false,
    },
    meedoen: {
      volunteerProfiles: false,
      personToPerson: false,
      personToPersonWording: "one-on-one",
      centerSharing: false,
      internationalization: true,
    },
  },
  meedoen: {
    gelderland: {
      volunteerProfiles: true,
      personToPerson: false,
      personToPersonWording: "one-on-one",
      centerSharing: false,
      internationalization: false,
    },
    meedoen: {
      volunteerProfiles: false,
      personToPerson: false,
      personToPersonWording: "one-on-one",
      centerSharing: false,
      internationalization: true,
    },
  },
  demo: {
    gelderland: {
      volunteerProfiles: true,
      personToPerson: false,
      personToPersonWording: "one-on-one",
      centerSharing: false,
      internationalization: false,
    },
    meedoen: {
      volunteerProfiles: false,
      personToPerson: false,
      personToPersonWording: "one-on-one",
      centerSharing: false,
      internationalization: true,
    },
  },
  public: {
    gelderland: {
      volunteerProfiles: true,
      personToPerson: true,
      personToPersonWording: "one-on-one",
      centerSharing: true,
      internationalization: true,
    },
    meedoen: {
      volunteerProfiles: false,
      personToPerson: true,
      personToPersonWording: "one-on-one",
      centerSharing: false,
      internationalization: true,
    },
  },
};

describe("featureFlagsFor (spec section 1)", () => {
  const combinations = TENANT_IDS.flatMap((tenant) => APP_CONTEXTS.map((context) => [tenant, context] as const));

  it("covers all five tenants and both app contexts", () => {
    expect(combinations).toHaveLength(10);
  });

  it.each(combinations)("%s in the %s context", (tenant, context) => {
    expect(featureFlagsFor(tenant, context)).toEqual(expected[tenant][context]);
  });
});
