import { describe, expect, it } from "vitest";
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
    ]);
  });

  it("shows a visitor only the public vacancy bank", () => {
    expect(keys(null)).toEqual(["vacancyBank"]);
  });

  it("shows a volunteer the items for any signed-in user", () => {
    expect(keys(["volunteer"])).toEqual(["dashboard", "vacancyBank", "conversations"]);
  });

  it("shows staff everything and a page manager the content item", () => {
    expect(keys(["admin"])).toHaveLength(NAV_ITEMS.length);
    expect(keys(["page_manager"])).toEqual(["dashboard", "vacancyBank", "content", "conversations"]);
  });
});
