import type { Organization } from "../../../contract/organizations";
import type { VolunteerCenter } from "../../../contract/volunteer-centers";
import type { apiFor } from "../../lib/api.server";
import type { FilterNames, NamedOption } from "./labels";
import { valuesOf } from "./vacancy-search";

type Api = ReturnType<typeof apiFor>;

/** The site's centres by name: the bank's centre filter and its chips. */
export const centerNames = (api: Api): Promise<NamedOption[]> =>
  api
    .get<VolunteerCenter[]>("/api/v1/volunteer_centers")
    .then((r) => r.data.map((c) => ({ id: c.id, name: c.name })))
    .catch(() => []);

/** The organizations some searches keep to, by name; one this visitor may not see (or that is gone) is left out. */
export async function organizationNames(api: Api, ids: readonly string[]): Promise<NamedOption[]> {
  const found = await Promise.all(
    [...new Set(ids)].map((id) =>
      api
        .get<Organization>(`/api/v1/organizations/${encodeURIComponent(id)}`)
        .then((r) => ({ id, name: r.data.name }))
        .catch(() => null),
    ),
  );
  return found.filter((organization) => organization !== null);
}

/** The names that page searches (such as alerts') need in words: only what they name is fetched. */
export async function filterNamesOf(api: Api, searches: readonly string[]): Promise<FilterNames> {
  const params = searches.map((search) => new URLSearchParams(search));
  const [centers, organizations] = await Promise.all([
    params.some((p) => p.has("center_id")) ? centerNames(api) : [],
    organizationNames(
      api,
      params.flatMap((p) => valuesOf(p, "organization_id")),
    ),
  ]);
  return { centers, organizations };
}
