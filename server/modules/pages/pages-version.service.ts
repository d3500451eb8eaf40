import type { TenantId } from "../../config/tenants";
import { onChange, publishChange } from "../../db/change-feed";
import type { Database } from "../../db/client";

// Counts the page changes this process has heard of, so that kept pages built from them can tell they are old.
const versions = new WeakMap<Database, { all: number; tenants: Map<string, number> }>();

function takeInChange(db: Database, tenant?: string) {
  const version = versions.get(db) ?? { all: 0, tenants: new Map<string, number>() };
  versions.set(db, version);
  if (tenant) version.tenants.set(tenant, (version.tenants.get(tenant) ?? 0) + 1);
  else version.all += 1;
}
onChange("pages", takeInChange);

/** A page changed what visitors see (a kept page, the home page, the news): every process hears of it. */
export function pagesChanged(db: Database, tenant: TenantId) {
  publishChange(db, "pages", tenant);
}

/** Changes whenever a page of the tenant is published, unpublished, changed in its settings or deleted. */
export function pagesVersion(db: Database, tenant: TenantId): string {
  const version = versions.get(db);
  return `${version?.all ?? 0}.${version?.tenants.get(tenant) ?? 0}`;
}
