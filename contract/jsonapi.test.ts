import { describe, expect, it } from "vitest";
import { deserialise, type Flattened, type JsonApiDocument } from "./jsonapi";

const center = (id: string, profileId: string | null) => ({
  type: "volunteer_centers",
  id,
  attributes: { name: `Centrale ${id}`, is_default: id === "1", theme_config: { default_shape: "rounded" } },
  relationships: { profile: { data: profileId === null ? null : { type: "volunteer_center_profiles", id: profileId } } },
});

describe("deserialise", () => {
  it("flattens attributes, camelCases keys (also nested) and keeps id and type", () => {
    const { data } = deserialise<Flattened>({ data: center("1", null) });
    expect(data).toEqual({
      id: "1",
      type: "volunteer_centers",
      name: "Centrale 1",
      isDefault: true,
      themeConfig: { defaultShape: "rounded" },
      profile: null,
    });
  });

  it("resolves a to-one relationship from included by type and id", () => {
    const document: JsonApiDocument = {
      data: center("1", "7"),
      included: [
        { type: "organizations", id: "7", attributes: { name: "Wrong type, same id" } },
        { type: "volunteer_center_profiles", id: "7", attributes: { primary_color: "#123456" } },
      ],
    };
    const { data } = deserialise<Flattened & { profile: Flattened }>(document);
    expect(Array.isArray(data)).toBe(false);
    const flat = data as Flattened & { profile: Flattened };
    expect(flat.profile).toEqual({ id: "7", type: "volunteer_center_profiles", primaryColor: "#123456" });
  });

  it("resolves to-many relationships in order and gives identifiers for what is not included", () => {
    const document: JsonApiDocument = {
      data: {
        type: "organizations",
        id: "3",
        attributes: { name: "Sportclub" },
        relationships: {
          vacancies: {
            data: [
              { type: "vacancies", id: "11" },
              { type: "vacancies", id: "12" },
            ],
          },
          main_contact: { data: { type: "users", id: "99" } },
          logo: { links: { related: "/api/v1/organizations/3/logo" } },
        },
      },
      included: [{ type: "vacancies", id: "12", attributes: { title: "Trainer" } }],
    };
    const flat = deserialise<Flattened>(document).data as Flattened;
    expect(flat.vacancies).toEqual([
      { id: "11", type: "vacancies" },
      { id: "12", type: "vacancies", title: "Trainer" },
    ]);
    expect(flat.mainContact).toEqual({ id: "99", type: "users" });
    // A relationship with links only was not loaded: it is not on the object at all.
    expect("logo" in flat).toBe(false);
  });

  it("deserialises collections and resolves relationships between primary resources", () => {
    const document: JsonApiDocument = {
      data: [
        {
          type: "users",
          id: "1",
          attributes: { first_name: "Anna" },
          relationships: { mentor: { data: { type: "users", id: "2" } } },
        },
        { type: "users", id: "2", attributes: { first_name: "Bert" } },
      ],
    };
    const list = deserialise<Flattened>(document).data as Flattened[];
    expect(list.map((u) => u.firstName)).toEqual(["Anna", "Bert"]);
    expect(list[0].mentor).toBe(list[1]);
  });

  it("survives cycles by reusing the same object", () => {
    const document: JsonApiDocument = {
      data: {
        type: "users",
        id: "1",
        attributes: { first_name: "Anna" },
        relationships: { organization: { data: { type: "organizations", id: "5" } } },
      },
      included: [
        {
          type: "organizations",
          id: "5",
          attributes: { name: "Buurthuis" },
          relationships: { owner: { data: { type: "users", id: "1" } } },
        },
      ],
    };
    const user = deserialise<Flattened>(document).data as Flattened & { organization: Flattened & { owner: Flattened } };
    expect(user.organization.name).toBe("Buurthuis");
    expect(user.organization.owner).toBe(user);
  });

  it("passes null data through and camelCases meta; links stay as sent", () => {
    const result = deserialise({
      data: null,
      meta: { total_count: 3, app_context: "meedoen" },
      links: { next: "/x?page[number]=2" },
    });
    expect(result.data).toBeNull();
    expect(result.meta).toEqual({ totalCount: 3, appContext: "meedoen" });
    expect(result.links).toEqual({ next: "/x?page[number]=2" });
  });

  it("copies resource meta camelCased onto the object", () => {
    const flat = deserialise<Flattened>({ data: { type: "pages", id: "1", meta: { can_edit: true } } }).data as Flattened;
    expect(flat.meta).toEqual({ canEdit: true });
  });
});
