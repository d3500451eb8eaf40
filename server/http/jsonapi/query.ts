import { toCamelKey } from "../../../contract/case";
import { MAX_RESOURCE_ID, parseResourceId } from "../../../contract/ids";
import type { TFunction } from "../../../locales/translate";
import { AppError } from "../app-error";

export interface QuerySpec {
  /** Relationship paths that may be included, e.g. ["profile"]. */
  includes?: string[];
  /** Attribute names (snake_case) per type that sparse fieldsets may name. */
  fields?: Record<string, string[]>;
  /** Filter names (ransack style, snake_case) that are allowed. */
  filters?: string[];
  /** Sortable attributes (snake_case). */
  sorts?: string[];
  defaultPageSize?: number;
  maxPageSize?: number;
}

export interface ParsedQuery {
  include: Set<string>;
  fields: Record<string, Set<string>>;
  filter: Record<string, string>;
  page: { number: number; size: number };
  sort: { field: string; direction: "asc" | "desc" }[];
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Short lists that screens show whole (one's sessions, organizations, notes; a tenant's centres) page at 100. */
export const WHOLE_LIST = { defaultPageSize: MAX_PAGE_SIZE };
/** Spec section 9: admin lists go up to 1000. */
export const ADMIN_MAX_PAGE_SIZE = 1000;

const bracketed = /^(\w+)\[([\w.]+)\]$/;

function invalid(t: TFunction, parameter: string, key: string, params: Record<string, unknown>): AppError {
  const detail = t(`api-errors:detail.${key}`, params);
  return new AppError(400, "invalid_query", detail, [{ source: { parameter }, detail }]);
}

/** Parses include, fields, filter, page and sort (DESIGN.md section 4); anything unknown is a 400. */
export function parseJsonApiQuery(url: URL, spec: QuerySpec, t: TFunction): ParsedQuery {
  const params = url.searchParams;
  const parsed: ParsedQuery = {
    include: new Set(),
    fields: {},
    filter: {},
    page: { number: 1, size: spec.defaultPageSize ?? DEFAULT_PAGE_SIZE },
    sort: [],
  };

  const include = params.get("include");
  if (include) {
    for (const path of include
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (!spec.includes?.includes(path)) {
        throw invalid(t, "include", "unknownInclude", { value: path, allowed: spec.includes?.join(", ") || "-" });
      }
      parsed.include.add(path);
    }
  }

  const maxSize = spec.maxPageSize ?? MAX_PAGE_SIZE;
  for (const [key, value] of params) {
    const match = bracketed.exec(key);
    if (!match) continue;
    const [, family, name] = match;
    if (family === "fields") {
      const allowed = spec.fields?.[name];
      const names = value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      for (const field of names) {
        if (!allowed?.includes(field)) throw invalid(t, key, "unknownField", { value: field, type: name });
      }
      parsed.fields[name] = new Set(names.map(toCamelKey));
    } else if (family === "filter") {
      if (!spec.filters?.includes(name)) throw invalid(t, key, "unknownFilter", { value: name });
      // Every ransack filter on an id column: a value PostgreSQL's integer cannot hold is the client's mistake.
      if (name.endsWith("_id_eq") && parseResourceId(value) === null) {
        throw invalid(t, key, "badId", { parameter: key, value: value.slice(0, 60), max: MAX_RESOURCE_ID });
      }
      parsed.filter[name] = value;
    } else if (family === "page") {
      const limits = name === "size" ? { min: 1, max: maxSize } : { min: 1, max: 1_000_000 };
      const number = Number(value);
      if ((name !== "size" && name !== "number") || !Number.isInteger(number) || number < limits.min || number > limits.max) {
        throw invalid(t, key, "badPage", { name, ...limits });
      }
      parsed.page[name] = number;
    }
  }

  const sort = params.get("sort");
  if (sort) {
    for (const entry of sort
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      const field = entry.startsWith("-") ? entry.slice(1) : entry;
      if (!spec.sorts?.includes(field)) throw invalid(t, "sort", "unknownSort", { value: field });
      parsed.sort.push({ field, direction: entry.startsWith("-") ? "desc" : "asc" });
    }
  }
  return parsed;
}
