import { and, count, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { availableSystemPages, type MenuName, type SystemPageKey } from "../../../contract/menu-items";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { pages } from "../pages/pages.table";
import { listCenters } from "../tenancy/tenancy.service";
import { ownFeatureFlags } from "../tenancy/tenants.service";
import { createMenuItem } from "./menus.service";
import { menuItems } from "./menus.table";

/**
 * A demo item: a system page, or one of the seeded pages by its slug; `under` names its parent, `en` its English name
 * where the tenant has two languages (a product screen's own name is translated without it).
 */
type DemoItem = { name: string; en?: string; under?: string } & ({ system: SystemPageKey } | { slug: string });

function demoMenus(helpName: string): Record<MenuName, DemoItem[]> {
  return {
    "header-main": [
      { name: "Vacaturebank", system: "vacancy_bank" },
      { name: "Activiteitenkalender", system: "activity_calendar" },
      { name: helpName, system: "one_on_one_help" },
      { name: "Workshops", system: "workshops" },
      { name: "Over ons", en: "About us", slug: "over-ons" },
      { name: "Waarom vrijwilligerswerk?", en: "Why volunteer?", slug: "vrijwilligerswerk", under: "Over ons" },
      { name: "Nieuws", system: "news", under: "Over ons" },
      { name: "Contact", en: "Contact", slug: "contact", under: "Over ons" },
      { name: "Stuur ons een bericht", en: "Send us a message", system: "contact_form", under: "Over ons" },
      { name: "Organisatie registreren", system: "organization_signup", under: "Over ons" },
    ],
    footer: [
      { name: "Vacaturebank", system: "vacancy_bank" },
      { name: "Activiteitenkalender", system: "activity_calendar" },
      { name: helpName, system: "one_on_one_help" },
      { name: "Nieuws", system: "news" },
      { name: "Workshops", system: "workshops" },
      { name: "Sociale kaart", system: "social_map" },
      { name: "Contact", en: "Contact", slug: "contact" },
      { name: "Privacyverklaring", en: "Privacy statement", slug: "privacy" },
    ],
  };
}

/** Every demo centre's main menu (with a submenu) and footer menu, over the seeded pages; what a tenant lacks is left out. */
export async function seedDemoMenus(db: Database, tenant: TenantId, logger: Logger): Promise<void> {
  const [{ existing }] = await withTenant(db, tenant, (tx) =>
    tx.select({ existing: count() }).from(menuItems).where(eq(menuItems.tenantId, tenant)),
  );
  if (existing > 0) return;
  const features = await ownFeatureFlags(db, tenant);
  const available = availableSystemPages(features);
  const helpName = features.personToPersonWording === "neighbour-help" ? "Burenhulp" : "Een-op-een hulp";
  for (const center of await listCenters(db, tenant)) {
    const scope = { tenant, centerId: center.id };
    const pageIds = new Map(
      (
        await withTenant(db, tenant, (tx) =>
          tx
            .select({ id: pages.id, slug: pages.slug })
            .from(pages)
            .where(and(eq(pages.tenantId, tenant), eq(pages.centerId, center.id))),
        )
      ).map((page) => [page.slug, page.id]),
    );
    for (const [menu, items] of Object.entries(demoMenus(helpName)) as [MenuName, DemoItem[]][]) {
      const ids = new Map<string, number>();
      for (const item of items) {
        const link =
          "system" in item
            ? available.includes(item.system) && { link_type: "system_page" as const, system_page: item.system }
            : pageIds.has(item.slug) && { link_type: "content_page" as const, page_id: pageIds.get(item.slug) };
        if (!link) continue;
        const parentId = item.under ? ids.get(item.under) : null;
        if (parentId === undefined) continue;
        const nameEn = features.internationalization ? item.en : undefined;
        const input = { menu, name: item.name, name_en: nameEn, parent_id: parentId, ...link };
        const created = await createMenuItem(db, scope, input, features);
        ids.set(item.name, created.id);
      }
    }
  }
  logger.info({ tenant }, "seeded demo menus");
}
