import { describe, expect, it } from "vitest";
import { toCamelCaseKeys, toCamelKey, toSnakeCaseKeys, toSnakeKey } from "./case";

describe("key conversion", () => {
  it("turns camelCase keys into snake_case and back", () => {
    expect(toSnakeKey("websiteLogoDarkModeUrl")).toBe("website_logo_dark_mode_url");
    expect(toCamelKey("website_logo_dark_mode_url")).toBe("websiteLogoDarkModeUrl");
    expect(toSnakeKey("isDefault")).toBe("is_default");
    expect(toCamelKey("is_default")).toBe("isDefault");
  });

  it("splits acronyms and digits sensibly", () => {
    expect(toSnakeKey("organizationID")).toBe("organization_id");
    expect(toSnakeKey("HTMLContent")).toBe("html_content");
    expect(toSnakeKey("address2Line")).toBe("address2_line");
    expect(toCamelKey("address_2")).toBe("address2");
  });

  it("leaves keys that are already in the target case alone", () => {
    expect(toSnakeKey("name")).toBe("name");
    expect(toCamelKey("name")).toBe("name");
    expect(toSnakeKey("already_snake")).toBe("already_snake");
  });

  it("keeps keys that start with an underscore as they are, both ways", () => {
    expect(toSnakeKey("_destroy")).toBe("_destroy");
    expect(toSnakeKey("_keepThis")).toBe("_keepThis");
    expect(toCamelKey("_keep_this")).toBe("_keep_this");
  });
});

describe("deep conversion", () => {
  const camel = {
    firstName: "Anna",
    homeAddress: { postalCode: "8091 AB", geoPoint: { lat: 52.4, lng: 5.9 } },
    phoneNumbers: [{ phoneType: "mobile" }, { phoneType: "home" }],
    tagList: ["zorgEnWelzijn", "sport"],
    _destroy: true,
    birthDate: null,
  };
  const snake = {
    first_name: "Anna",
    home_address: { postal_code: "8091 AB", geo_point: { lat: 52.4, lng: 5.9 } },
    phone_numbers: [{ phone_type: "mobile" }, { phone_type: "home" }],
    tag_list: ["zorgEnWelzijn", "sport"],
    _destroy: true,
    birth_date: null,
  };

  it("converts nested objects and objects inside arrays, but not string values", () => {
    expect(toSnakeCaseKeys(camel)).toEqual(snake);
    expect(toCamelCaseKeys(snake)).toEqual(camel);
  });

  it("round-trips without loss", () => {
    expect(toCamelCaseKeys(toSnakeCaseKeys(camel))).toEqual(camel);
  });

  it("converts top-level arrays and passes primitives through", () => {
    expect(toSnakeCaseKeys([{ aB: 1 }, 2, "cD"])).toEqual([{ a_b: 1 }, 2, "cD"]);
    expect(toCamelCaseKeys("some_text")).toBe("some_text");
    expect(toCamelCaseKeys(42)).toBe(42);
    expect(toCamelCaseKeys(null)).toBeNull();
  });

  it("does not take instances such as dates or files apart", () => {
    const date = new Date("2025-01-02T03:04:05Z");
    const result = toSnakeCaseKeys<{ starts_at: Date }>({ startsAt: date });
    expect(result.starts_at).toBe(date);
  });
});
