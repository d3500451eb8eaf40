/** The analytics screens' own query (van, tot, jaar, organisatie) as the API's filter; blanks are left out. */
export function analyticsFilter(search: URLSearchParams, keys: Record<string, string>): Record<string, string> {
  const filter: Record<string, string> = {};
  for (const [param, name] of Object.entries(keys)) {
    const value = search.get(param)?.trim();
    if (value) filter[name] = value;
  }
  return filter;
}

export const SUMMARY_PARAMS = { van: "from", tot: "to", organisatie: "organization_id", centrum: "center_id" };
export const TRENDS_PARAMS = { jaar: "year", organisatie: "organization_id", centrum: "center_id" };

/** The API query string of a filter, e.g. for a CSV download. */
export function filterQuery(filter: Record<string, string>, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  for (const [name, value] of Object.entries(filter)) query.set(`filter[${name}]`, value);
  return query.toString();
}

export interface AnalyticsChoices {
  /** The centres an admin may pick on a site with more than one; empty for everyone else. */
  centers: { id: number; name: string }[];
  /** The organizations offered: the (chosen) centre's for staff, his own for an organization superuser. */
  organizations: { id: number; name: string }[];
}
