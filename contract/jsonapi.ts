import { toCamelCaseKeys, toCamelKey } from "./case";
import type { JsonApiErrorObject } from "./errors";

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface ResourceObject extends ResourceIdentifier {
  attributes?: Record<string, unknown>;
  relationships?: Record<
    string,
    { data?: ResourceIdentifier | ResourceIdentifier[] | null; links?: Record<string, string>; meta?: unknown }
  >;
  links?: Record<string, string>;
  meta?: Record<string, unknown>;
}

export interface JsonApiDocument {
  data?: ResourceObject | ResourceObject[] | null;
  included?: ResourceObject[];
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
  errors?: JsonApiErrorObject[];
  jsonapi?: { version: string };
}

/** meta of every list page (DESIGN.md section 4): how many in all, how many pages, and this page's number. */
export interface ListMeta {
  total: number;
  pages: number;
  page: number;
}

/** links of every list page: relative, repeating the list's other parameters; prev and next are null at the ends. */
export interface ListLinks {
  self: string;
  first: string;
  prev: string | null;
  next: string | null;
  last: string;
}

/** A resource as the client sees it: attributes flattened, keys camelCased, relationships resolved. */
export type Flattened = { id: string; type: string; [key: string]: unknown };

// Relationships resolve from `included` by type and id; cycles reuse the same object.
export function deserialise<T = Flattened>(
  document: JsonApiDocument,
): {
  data: T | T[] | null;
  meta: Record<string, unknown>;
  links: Record<string, string | null>;
} {
  const index = new Map<string, ResourceObject>();
  for (const r of document.included ?? []) index.set(`${r.type}:${r.id}`, r);
  const primary = document.data ?? null;
  if (Array.isArray(primary)) for (const r of primary) index.set(`${r.type}:${r.id}`, r);
  else if (primary) index.set(`${primary.type}:${primary.id}`, primary);

  const built = new Map<string, Flattened>();
  const build = (resource: ResourceObject): Flattened => {
    const key = `${resource.type}:${resource.id}`;
    const existing = built.get(key);
    if (existing) return existing;
    const flat: Flattened = { id: resource.id, type: resource.type };
    built.set(key, flat);
    Object.assign(flat, toCamelCaseKeys(resource.attributes ?? {}));
    if (resource.meta) flat.meta = toCamelCaseKeys(resource.meta);
    for (const [name, rel] of Object.entries(resource.relationships ?? {})) {
      if (rel.data === undefined) continue;
      const resolve = (ref: ResourceIdentifier) => {
        const found = index.get(`${ref.type}:${ref.id}`);
        return found ? build(found) : { id: ref.id, type: ref.type };
      };
      flat[toCamelKey(name)] = rel.data === null ? null : Array.isArray(rel.data) ? rel.data.map(resolve) : resolve(rel.data);
    }
    return flat;
  };

  const data = primary === null ? null : Array.isArray(primary) ? primary.map(build) : build(primary);
  return {
    data: data as T | T[] | null,
    meta: toCamelCaseKeys(document.meta ?? {}),
    links: document.links ?? {},
  };
}
