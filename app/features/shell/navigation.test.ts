import { describe, expect, it } from "vitest";
import { ROLES } from "../../../contract/identity";
import { handlesApplications } from "../../lib/role-groups";
import { NAV_ITEMS, visibleNavItems } from "./navigation";

const keys = (roles: Parameters<typeof visibleNavItems>[0]) => visibleNavItems(roles).map((item) => item.key);

describe("navigation items by role", () => {
  it("has the spec's top items in order", () => {
    expect(NAV_ITEMS.map((i) => i.path)).toEqual([
      "/dashboard",
      "/vacancies",
      "/vacancies/search",
      "/organizations",
      "/users",
      "/applications",
      "/content",
      "/instellingen",
      "/conversations",
      "/analytics",
    ]);
  });

  it("shows a visitor only the public vacancy bank", () => {
    expect(keys(null)).toEqual(["vacancyBank"]);
  });

  it("shows a volunteer only the items for any signed-in user", () => {
    expect(keys(["volunteer"])).toEqual(["dashboard", "vacancyBank", "conversations"]);
  });

  it("shows staff every screen that exists and an organization's superuser his own", () => {
    expect(keys(["admin"])).toEqual([
      "dashboard",
      "vacancies",
      "vacancyBank",
      "organizations",
      "users",
      "applications",
      "content",
      "settings",
      "conversations",
      "analytics",
    ]);
    expect(keys(["organization_superuser"])).toEqual([
      "dashboard",
      "vacancies",
      "vacancyBank",
      "applications",
      "settings",
      "conversations",
      "analytics",
    ]);
  });

  it("shows content and page managers the content screens, not the settings", () => {
    expect(keys(["content_manager"])).toEqual(["dashboard", "vacancyBank", "content", "conversations"]);
    expect(keys(["page_manager"])).toEqual(["dashboard", "vacancyBank", "content", "conversations"]);
  });

  it("hides an item whose screen does not exist yet from everyone", () => {
    const items = [...NAV_ITEMS, { key: "planned", path: "/planned", roles: [], planned: true as const }];
    for (const role of ["admin", "center_superuser", "page_manager", "content_manager", "volunteer"] as const)
      expect(visibleNavItems([role], items).map((item) => item.key)).not.toContain("planned");
  });
});

describe("who handles applications", () => {
  it("is whoever sees the back office's list; a volunteer, student or mentor has only his own", () => {
    for (const role of ["admin", "center_superuser", "organization_superuser"] as const)
      expect(handlesApplications([role])).toBe(true);
    for (const role of ["volunteer", "student", "mentor", "content_manager"] as const)
      expect(handlesApplications([role])).toBe(false);
    expect(handlesApplications(["volunteer", "organization_superuser"])).toBe(true);
    expect(handlesApplications([])).toBe(false);
  });

  it("are exactly those the navigation shows the back office's list", () => {
    for (const role of ROLES) expect(handlesApplications([role]), role).toBe(keys([role]).includes("applications"));
  });
});
