import type { z } from "zod";
import { toSnakeCaseKeys, toSnakeKey } from "../../../contract/case";
import type { JsonApiDocument, ListLinks, ListMeta, ResourceObject } from "../../../contract/jsonapi";

/**
 * How one resource type goes onto the wire. Attribute keys are camelCase here and snake_case on the wire. `schema`
 * is the contract's schema of the attributes (the API's description); `attributes` must return its type `A`.
 */
export interface ResourceDefinition<T, A extends Record<string, unknown> = Record<string, unknown>> {
  type: string;
  schema?: z.ZodType<A>;
  id(row: T): string | number;
  attributes(row: T): A;
  relationships?: Record<string, RelationshipDefinition<T>>;
  selfLink?(row: T): string;
}

export interface RelationshipDefinition<T> {
  // biome-ignore lint/suspicious/noExplicitAny: each relationship points to its own resource type.
  definition: () => ResourceDefinition<any>;
  /** The related row(s) when loaded; undefined means "not loaded", which sends links only. */
  get(row: T): unknown | unknown[] | null | undefined;
  link?(row: T): string;
}

/** One page of a list: where it was asked, which query parameters its links repeat, and how many there are. */
export interface ListPage {
  path: string;
  /** The list's other parameters (filters, sort, include, ...); page[number] and page[size] are the links' own. */
  params: URLSearchParams;
  number: number;
  size: number;
  total: number;
}

export interface DocumentOptions {
  include?: Set<string>;
  fields?: Record<string, Set<string>>;
  meta?: Record<string, unknown>;
  links?: Record<string, string | null>;
  /** A list's page: adds meta total, pages and page, and links self, first, prev, next and last. */
  list?: ListPage;
}

function pageLink(page: ListPage, number: number): string {
  const params = new URLSearchParams([...page.params].filter(([key]) => key !== "page[number]" && key !== "page[size]"));
  params.set("page[number]", String(number));
  params.set("page[size]", String(page.size));
  return `${page.path}?${params}`;
}

/** The counts and JSON:API pagination links of a list page; relative, like every other link we send. */
function pagination(page: ListPage): { meta: ListMeta; links: ListLinks } {
  const pages = Math.max(1, Math.ceil(page.total / page.size));
  const meta = { total: page.total, pages, page: page.number };
  const links = {
    self: pageLink(page, page.number),
    first: pageLink(page, 1),
    prev: page.number > 1 ? pageLink(page, Math.min(page.number - 1, pages)) : null,
    next: page.number < pages ? pageLink(page, page.number + 1) : null,
    last: pageLink(page, pages),
  };
  return { meta, links };
}

function pickFields(attributes: Record<string, unknown>, allowed: Set<string> | undefined) {
  if (!allowed) return attributes;
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => allowed.has(key)));
}

export function toResourceDocument<T>(
  definition: ResourceDefinition<T>,
  data: T | T[] | null,
  options: DocumentOptions = {},
): JsonApiDocument {
  const included = new Map<string, ResourceObject>();

  const toResource = (def: ResourceDefinition<unknown>, row: unknown, includePath: string): ResourceObject => {
    const resource: ResourceObject = {
      type: def.type,
      id: String(def.id(row)),
      attributes: toSnakeCaseKeys(pickFields(def.attributes(row), options.fields?.[def.type])),
    };
    if (def.relationships) {
      resource.relationships = {};
      for (const [name, rel] of Object.entries(def.relationships)) {
        const path = includePath ? `${includePath}.${name}` : name;
        const related = rel.get(row);
        const relDef = rel.definition();
        const entry: NonNullable<ResourceObject["relationships"]>[string] = {};
        if (rel.link) entry.links = { related: rel.link(row) };
        if (related !== undefined) {
          const identify = (r: unknown) => ({ type: relDef.type, id: String(relDef.id(r)) });
          entry.data = related === null ? null : Array.isArray(related) ? related.map(identify) : identify(related);
          if (options.include?.has(path) && related !== null) {
            for (const r of Array.isArray(related) ? related : [related]) {
              const key = `${relDef.type}:${relDef.id(r)}`;
              if (!included.has(key)) included.set(key, toResource(relDef, r, path));
            }
          }
        }
        // A relationship object needs data or links; one that is neither loaded nor linked is left out.
        if (entry.data !== undefined || entry.links) resource.relationships[toSnakeKey(name)] = entry;
      }
    }
    if (def.selfLink) resource.links = { self: def.selfLink(row) };
    return resource;
  };

  const def = definition as ResourceDefinition<unknown>;
  const document: JsonApiDocument = {
    jsonapi: { version: "1.1" },
    data: data === null ? null : Array.isArray(data) ? data.map((r) => toResource(def, r, "")) : toResource(def, data, ""),
  };
  if (included.size) document.included = [...included.values()];
  const paged = options.list && pagination(options.list);
  const meta = paged ? { ...paged.meta, ...options.meta } : options.meta;
  const links = paged ? { ...paged.links, ...options.links } : options.links;
  if (meta) document.meta = toSnakeCaseKeys(meta);
  if (links) document.links = links;
  return document;
}
