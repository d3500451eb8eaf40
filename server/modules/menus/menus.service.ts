import { and, asc, count, eq, isNull, ne, type SQL } from "drizzle-orm";
import {
  availableSystemPages,
  type LinkType,
  MENU_LIMITS,
  type MenuName,
  type SystemPageKey,
} from "../../../contract/menu-items";
import type { MenuItemCreate, MenuItemUpdate } from "../../../contract/menu-items-input";
import type { SiteSettings } from "../../../contract/volunteer-centers";
import { type Database, type Executor, withTenant } from "../../db/client";
import { TenantStateCache } from "../../db/tenant-state";
import type { Scope } from "../pages/pages.service";
import { pages } from "../pages/pages.table";
import { pagesChanged, pagesVersion } from "../pages/pages-version.service";
import { menuItems } from "./menus.table";

export type MenuItemRow = typeof menuItems.$inferSelect & {
  page: { slug: string; title: string; isPublished: boolean; isHome: boolean } | null;
};

/** A rule of the centre's menus that the schema cannot know; `field` is the attribute it is about. */
export class MenuRuleError extends Error {
  constructor(
    readonly field: string,
    readonly reason: "pageNotFound" | "parentInvalid" | "hasSubmenu" | "menuFull" | "linkMissing" | "systemPageUnavailable",
  ) {
    super(reason);
  }
}

const ofCenter = (scope: Scope) => and(eq(menuItems.tenantId, scope.tenant), eq(menuItems.centerId, scope.centerId));

async function rowsIn(tx: Executor, scope: Scope, where?: SQL): Promise<MenuItemRow[]> {
  const rows = await tx
    .select({ item: menuItems, page: { slug: pages.slug, draft: pages.draft, published: pages.published, isHome: pages.isHome } })
    .from(menuItems)
    .leftJoin(pages, eq(pages.id, menuItems.pageId))
    .where(and(ofCenter(scope), where))
    .orderBy(asc(menuItems.menu), asc(menuItems.position), asc(menuItems.id));
  return rows.map(({ item, page }) => ({
    ...item,
    page: page && {
      slug: page.slug,
      title: (page.published ?? page.draft).title,
      isPublished: page.published !== null,
      isHome: page.isHome,
    },
  }));
}

/** Every item of the centre's menus, for those who edit them. */
export const listMenuItems = (db: Database, scope: Scope, menu?: MenuName) =>
  withTenant(db, scope.tenant, (tx) => rowsIn(tx, scope, menu ? eq(menuItems.menu, menu) : undefined));

/** Whether a visitor can follow the item: a published page, or a screen this site has. */
function leadsSomewhere(row: MenuItemRow, systemPages: SystemPageKey[]) {
  return row.linkType === "content_page" ? row.page?.isPublished === true : systemPages.includes(row.systemPage as SystemPageKey);
}

// Every page of the site draws the menus: keep a centre's visible items until a page or menu of its tenant changes,
// or the tenant is idle (db/tenant-state.ts).
type KeptMenus = Map<string, { version: string; rows: Promise<MenuItemRow[]> }>;
const visibleCache = new WeakMap<Database, TenantStateCache<KeptMenus>>();

/** What visitors see: items that lead somewhere, and submenus only under such items. */
export function listVisibleMenuItems(db: Database, scope: Scope, features: SiteSettings["features"]): Promise<MenuItemRow[]> {
  const tenants = visibleCache.get(db) ?? new TenantStateCache<KeptMenus>();
  visibleCache.set(db, tenants);
  const cache = tenants.get(scope.tenant) ?? new Map();
  tenants.set(scope.tenant, cache);
  const systemPages = availableSystemPages(features);
  const key = `${scope.centerId}:${systemPages.join()}`;
  const version = pagesVersion(db, scope.tenant);
  const kept = cache.get(key);
  if (kept?.version === version) return kept.rows;
  const rows = listMenuItems(db, scope).then((all) => {
    const shown = all.filter((row) => leadsSomewhere(row, systemPages));
    const tops = new Set(shown.filter((row) => row.parentId === null).map((row) => row.id));
    return shown.filter((row) => row.parentId === null || tops.has(row.parentId));
  });
  rows.catch(() => cache.delete(key));
  cache.set(key, { version, rows });
  return rows;
}

async function findIn(tx: Executor, scope: Scope, id: number) {
  const [row] = await tx
    .select()
    .from(menuItems)
    .where(and(ofCenter(scope), eq(menuItems.id, id)));
  return row ?? null;
}

export const findMenuItem = (db: Database, scope: Scope, id: number) =>
  withTenant(db, scope.tenant, (tx) => findIn(tx, scope, id));

interface Link {
  linkType: LinkType;
  pageId: number | null;
  systemPage: SystemPageKey | null;
}

/** The link as it will be: what was sent over what the item had; the target must exist on this site. */
async function checkedLink(
  tx: Executor,
  scope: Scope,
  input: MenuItemUpdate,
  current: Link | null,
  features: SiteSettings["features"],
): Promise<Link> {
  const linkType = input.link_type ?? current?.linkType ?? "content_page";
  if (linkType === "content_page") {
    const pageId = input.page_id === undefined ? (current?.pageId ?? null) : input.page_id;
    if (!pageId) throw new MenuRuleError("page_id", "linkMissing");
    const [page] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.tenantId, scope.tenant), eq(pages.centerId, scope.centerId), eq(pages.id, pageId)));
    if (!page) throw new MenuRuleError("page_id", "pageNotFound");
    return { linkType, pageId, systemPage: null };
  }
  const systemPage = input.system_page === undefined ? (current?.systemPage ?? null) : input.system_page;
  if (!systemPage) throw new MenuRuleError("system_page", "linkMissing");
  if (!availableSystemPages(features).includes(systemPage)) throw new MenuRuleError("system_page", "systemPageUnavailable");
  return { linkType, pageId: null, systemPage };
}

/** A parent is a top-level item of the same menu, not the item itself; an item with a submenu stays at the top. */
async function checkParent(tx: Executor, scope: Scope, menu: MenuName, parentId: number | null, itemId: number | null) {
  if (parentId === null) return;
  const parent = await findIn(tx, scope, parentId);
  if (!parent || parent.menu !== menu || parent.parentId !== null || parent.id === itemId)
    throw new MenuRuleError("parent_id", "parentInvalid");
  if (itemId === null) return;
  const [{ children }] = await tx
    .select({ children: count() })
    .from(menuItems)
    .where(and(ofCenter(scope), eq(menuItems.parentId, itemId)));
  if (children > 0) throw new MenuRuleError("parent_id", "hasSubmenu");
}

const levelOf = (scope: Scope, menu: MenuName, parentId: number | null) =>
  and(
    ofCenter(scope),
    eq(menuItems.menu, menu),
    parentId === null ? isNull(menuItems.parentId) : eq(menuItems.parentId, parentId),
  );

/** Numbers a level 0, 1, 2... in the given order of ids. */
async function renumber(tx: Executor, ids: number[]) {
  for (const [position, id] of ids.entries()) await tx.update(menuItems).set({ position }).where(eq(menuItems.id, id));
}

async function levelIds(tx: Executor, scope: Scope, menu: MenuName, parentId: number | null, without?: number) {
  const rows = await tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(levelOf(scope, menu, parentId), without === undefined ? undefined : ne(menuItems.id, without)))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  return rows.map((row) => row.id);
}

export async function createMenuItem(
  db: Database,
  scope: Scope,
  input: MenuItemCreate,
  features: SiteSettings["features"],
): Promise<MenuItemRow> {
  const row = await withTenant(db, scope.tenant, async (tx) => {
    const [{ items }] = await tx
      .select({ items: count() })
      .from(menuItems)
      .where(and(ofCenter(scope), eq(menuItems.menu, input.menu)));
    if (items >= MENU_LIMITS.itemsPerMenu) throw new MenuRuleError("menu", "menuFull");
    const link = await checkedLink(tx, scope, input, null, features);
    const parentId = input.parent_id ?? null;
    await checkParent(tx, scope, input.menu, parentId, null);
    const position = (await levelIds(tx, scope, input.menu, parentId)).length;
    const [created] = await tx
      .insert(menuItems)
      .values({
        tenantId: scope.tenant,
        centerId: scope.centerId,
        menu: input.menu,
        name: input.name,
        nameEn: input.name_en ?? null,
        parentId,
        position,
        ...link,
      })
      .returning({ id: menuItems.id });
    return (await rowsIn(tx, scope, eq(menuItems.id, created.id)))[0];
  });
  pagesChanged(db, scope.tenant);
  return row;
}

/** Changes the name and link; a new parent or position moves the item, and both levels are numbered again. */
export async function updateMenuItem(
  db: Database,
  scope: Scope,
  id: number,
  input: MenuItemUpdate,
  features: SiteSettings["features"],
): Promise<MenuItemRow | null> {
  const row = await withTenant(db, scope.tenant, async (tx) => {
    const current = await findIn(tx, scope, id);
    if (!current) return null;
    const link = await checkedLink(tx, scope, input, current, features);
    const parentId = input.parent_id === undefined ? current.parentId : input.parent_id;
    if (parentId !== current.parentId) await checkParent(tx, scope, current.menu, parentId, id);
    await tx
      .update(menuItems)
      .set({ name: input.name, nameEn: input.name_en, parentId, ...link, updatedAt: new Date() })
      .where(eq(menuItems.id, id));
    if (parentId !== current.parentId || input.position !== undefined) {
      const level = await levelIds(tx, scope, current.menu, parentId, id);
      const at = Math.min(input.position ?? level.length, level.length);
      await renumber(tx, [...level.slice(0, at), id, ...level.slice(at)]);
      if (parentId !== current.parentId) await renumber(tx, await levelIds(tx, scope, current.menu, current.parentId));
    }
    return (await rowsIn(tx, scope, eq(menuItems.id, id)))[0];
  });
  if (row) pagesChanged(db, scope.tenant);
  return row;
}

/** Removes the item and its submenu; the items after it move up. */
export async function deleteMenuItem(db: Database, scope: Scope, id: number): Promise<boolean> {
  const deleted = await withTenant(db, scope.tenant, async (tx) => {
    const current = await findIn(tx, scope, id);
    if (!current) return false;
    await tx.delete(menuItems).where(eq(menuItems.id, id));
    await renumber(tx, await levelIds(tx, scope, current.menu, current.parentId));
    return true;
  });
  if (deleted) pagesChanged(db, scope.tenant);
  return deleted;
}
