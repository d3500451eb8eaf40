/** The page an address asks for, 1 to 10,000: a hand-edited or missing one still lists. */
export const pageParam = (search: URLSearchParams, name = "page") =>
  Math.max(1, Math.min(10_000, Math.trunc(Number(search.get(name))) || 1));

/** The address's text search (q), trimmed and at most 100 characters. */
export const searchParam = (search: URLSearchParams) => (search.get("q") ?? "").trim().slice(0, 100);

/** An address's value when it is one of the known ones, else "" (no filter). */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  values.find((known) => known === value) ?? "";

/** A JSON:API list's total and page count, from its meta. */
export const listMeta = (meta: Record<string, unknown>) => ({
  total: Number(meta.total ?? 0),
  pages: Number(meta.pages ?? 1),
});
