import { describe, expect, it } from "vitest";
import { BASE_CONFIG_LAYER, resolveAppConfig, SITE_CONFIG_LAYER } from "./app-config";

describe("resolveAppConfig (spec section 1, config flags)", () => {
  it("moving organizations is disabled in one layer, enabled in the other, and the first layer wins", () => {
    expect(BASE_CONFIG_LAYER.movingOrganizations).toBe(false);
    expect(SITE_CONFIG_LAYER.movingOrganizations).toBe(true);
    expect(resolveAppConfig(SITE_CONFIG_LAYER, BASE_CONFIG_LAYER).movingOrganizations).toBe(true);
  });

  it("allowInactiveUsers is false by default", () => {
    expect(resolveAppConfig(SITE_CONFIG_LAYER, BASE_CONFIG_LAYER).allowInactiveUsers).toBe(false);
  });

  it("takes every value the first layer sets over the second", () => {
    const result = resolveAppConfig(
      { allowInactiveUsers: true, movingOrganizations: false },
      { allowInactiveUsers: false, movingOrganizations: true },
    );
    expect(result).toEqual({ allowInactiveUsers: true, movingOrganizations: false });
  });

  it("keeps the second layer's value where the first leaves it out or undefined", () => {
    expect(resolveAppConfig({}, BASE_CONFIG_LAYER)).toEqual(BASE_CONFIG_LAYER);
    expect(resolveAppConfig({ movingOrganizations: undefined }, { allowInactiveUsers: true, movingOrganizations: true })).toEqual(
      {
        allowInactiveUsers: true,
        movingOrganizations: true,
      },
    );
  });

  it("does not change the layers it combines", () => {
    const second = { allowInactiveUsers: false, movingOrganizations: false };
    resolveAppConfig({ movingOrganizations: true }, second);
    expect(second.movingOrganizations).toBe(false);
  });
});
