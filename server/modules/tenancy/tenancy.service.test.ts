import { describe, expect, it } from "vitest";
import { BASE_CONFIG_LAYER } from "../../config/app-config";
import { DEMO_TENANTS } from "../../seed/demo-tenants";
import { appNameFor, isHeumen, siteSettingsFor } from "./tenancy.service";

const center = (name: string) => ({
  id: 1,
  tenantId: "public",
  slug: "x",
  name,
  isDefault: true,
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe("isHeumen (spec section 1)", () => {
  it("flags a centre whose name contains 'Heumen'", () => {
    expect(isHeumen({ name: "Vrijwilligerscentrale Heumen" })).toBe(true);
    expect(isHeumen({ name: "Heumen en omstreken" })).toBe(true);
    expect(isHeumen({ name: "Vrijwilligerscentrum Nijmegen" })).toBe(false);
  });
});

describe("appNameFor (spec section 1)", () => {
  it("uses the tenant's fixed name when it has one, whatever the centre", () => {
    expect(appNameFor(DEMO_TENANTS.roermond, { name: "Vrijwilligerscentrale Roermond" })).toBe("Vrijwilligerswerk Roermond");
    expect(appNameFor(DEMO_TENANTS.meedoen, { name: "Meedoen Gelderland" })).toBe("Meedoen");
    expect(appNameFor(DEMO_TENANTS.demo, { name: "Demo Vrijwilligerscentrale" })).toBe("Volunteerly Demo");
  });

  it("uses the current centre's name when the tenant has no fixed name", () => {
    expect(appNameFor(DEMO_TENANTS.oldebroek, { name: "Vrijwilligerscentrale Oldebroek" })).toBe(
      "Vrijwilligerscentrale Oldebroek",
    );
    expect(appNameFor(DEMO_TENANTS.public, { name: "Vrijwilligerscentrale Ede" })).toBe("Vrijwilligerscentrale Ede");
  });

  it("still has a name without a centre", () => {
    expect(appNameFor(DEMO_TENANTS.public, null)).toBeTruthy();
  });
});

describe("siteSettingsFor", () => {
  it("bundles tenant, context, app name, flags, config and the Heumen flag", () => {
    const settings = siteSettingsFor(
      DEMO_TENANTS.public,
      "gelderland",
      center("Vrijwilligerscentrale Heumen"),
      BASE_CONFIG_LAYER,
    );
    expect(settings).toMatchObject({
      tenant: "public",
      appContext: "gelderland",
      appName: "Vrijwilligerscentrale Heumen",
      isHeumen: true,
      config: BASE_CONFIG_LAYER,
      features: { centerSharing: true, personToPerson: true },
    });
  });
});
