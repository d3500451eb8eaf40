import { describe, expect, it } from "vitest";
import { DEFAULT_TENANT_SWITCHES } from "../../contract/tenants";
import { DEMO_TENANT_IDS, DEMO_TENANTS, type DemoTenantId } from "../seed/demo-tenants";
import { featureFlagsFor } from "./feature-flags";
import { APP_CONTEXTS, type AppContext } from "./tenants";

// Spec section 1, written out per tenant and app context rather than re-derived.
const expected: Record<DemoTenantId, Record<AppContext, ReturnType<typeof featureFlagsFor>>> = {
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
  const combinations = DEMO_TENANT_IDS.flatMap((tenant) => APP_CONTEXTS.map((context) => [tenant, context] as const));

  it("covers all five tenants and both app contexts", () => {
    expect(combinations).toHaveLength(10);
  });

  it.each(combinations)("%s in the %s context", (tenant, context) => {
    expect(featureFlagsFor(DEMO_TENANTS[tenant], context)).toEqual(expected[tenant][context]);
  });
});

describe("the tenant's switches drive the flags (issue 39)", () => {
  const on = {
    personToPerson: true,
    personToPersonWording: "neighbour-help",
    centerSharing: true,
    internationalization: true,
    activities: true,
    twoFactorForStaff: true,
  } as const;
  const off = { ...DEFAULT_TENANT_SWITCHES };

  it("shows each switch as it is in the gelderland context", () => {
    expect(featureFlagsFor({ switches: on }, "gelderland")).toEqual({
      volunteerProfiles: true,
      personToPerson: true,
      personToPersonWording: "neighbour-help",
      centerSharing: true,
      internationalization: true,
    });
    expect(featureFlagsFor({ switches: off }, "gelderland")).toEqual({
      volunteerProfiles: false,
      personToPerson: false,
      personToPersonWording: "one-on-one",
      centerSharing: false,
      internationalization: false,
    });
  });

  it("has no activities and no centre sharing in the meedoen context, and English always", () => {
    expect(featureFlagsFor({ switches: on }, "meedoen")).toEqual({
      volunteerProfiles: false,
      personToPerson: true,
      personToPersonWording: "neighbour-help",
      centerSharing: false,
      internationalization: true,
    });
    expect(featureFlagsFor({ switches: off }, "meedoen")).toMatchObject({ internationalization: true, personToPerson: false });
  });
});
