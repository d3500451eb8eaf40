import { and, eq } from "drizzle-orm";
import {
  NOTIFICATION_TEMPLATE_KEYS,
  type NotificationTemplateKey,
  type NotificationTemplateUpdate,
} from "../../../contract/notification-templates";
import { CONTENT_LOCALES, type ContentLocale } from "../../../locales/languages";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { notificationTemplates, type TemplateTranslations } from "../../mail/templates/notification-templates.table";
import { parseTemplate } from "../../mail/templates/template-engine";
import { checkTemplateLinks, type LinkCheck } from "../../mail/templates/template-links";
import {
  composeMail,
  defaultTextOf,
  findTemplateRow,
  sampleValuesOf,
  type TemplatedMail,
  variablesOf,
} from "../../mail/templates/templated-mail.service";

/** A template of a centre as the editor sees it: the product's text where the centre kept it. */
export interface TemplateState {
  key: NotificationTemplateKey;
  active: boolean;
  texts: Record<ContentLocale, { subject: string; body: string; customized: boolean }>;
  updatedAt: Date | null;
}

export interface CenterScope {
  tenant: TenantId;
  centerId: number;
}

function stateOf(key: NotificationTemplateKey, row: typeof notificationTemplates.$inferSelect | undefined): TemplateState {
  const texts = Object.fromEntries(
    CONTENT_LOCALES.map((locale) => {
      const own = row?.translations[locale];
      return [locale, own ? { ...own, customized: true } : { ...defaultTextOf(key, locale), customized: false }];
    }),
  ) as TemplateState["texts"];
  return { key, active: row?.active ?? true, texts, updatedAt: row?.updatedAt ?? null };
}

const rowsOf = (db: Database, scope: CenterScope) =>
  withTenant(db, scope.tenant, (tx) =>
    tx
      .select()
      .from(notificationTemplates)
      .where(and(eq(notificationTemplates.tenantId, scope.tenant), eq(notificationTemplates.centerId, scope.centerId))),
  );

/** Every template of the centre, in the product's order. */
export async function listTemplates(db: Database, scope: CenterScope): Promise<TemplateState[]> {
  const rows = new Map((await rowsOf(db, scope)).map((row) => [row.key, row]));
  return NOTIFICATION_TEMPLATE_KEYS.map((key) => stateOf(key, rows.get(key)));
}

export async function findTemplate(db: Database, scope: CenterScope, key: NotificationTemplateKey): Promise<TemplateState> {
  const row = await withTenant(db, scope.tenant, (tx) => findTemplateRow(tx, scope.tenant, scope.centerId, key));
  return stateOf(key, row ?? undefined);
}

/**
 * Checks a text before it is kept or tried: Liquid that parses, only the template's own variables, links only to the
 * tenant's site, and a quick render with the sample values that links nowhere else either.
 */
export function checkText(
  key: NotificationTemplateKey,
  text: { subject?: string; body?: string },
  sample: { locale: ContentLocale; center: string; allowed: LinkCheck },
) {
  const { locale, center, allowed } = sample;
  for (const source of [text.subject, text.body]) {
    if (source === undefined) continue;
    parseTemplate(source, variablesOf(key));
    checkTemplateLinks(source, variablesOf(key), allowed);
  }
  const mail = { template: key, locale, values: sampleValuesOf(key, locale) } as TemplatedMail;
  composeMail({ subject: text.subject ?? "-", body: text.body ?? "-" }, mail, center, { allowed, strict: true });
}

/**
 * Keeps a change (a language's text, whether the mail is sent, or a language back to the product's text), as the
 * centre's row; a row that says nothing the product does not goes away.
 */
export async function saveTemplate(
  db: Database,
  scope: CenterScope,
  key: NotificationTemplateKey,
  change: NotificationTemplateUpdate & { reset?: ContentLocale },
  userId: number,
): Promise<TemplateState> {
  await withTenant(db, scope.tenant, async (tx) => {
    const where = and(
      eq(notificationTemplates.tenantId, scope.tenant),
      eq(notificationTemplates.centerId, scope.centerId),
      eq(notificationTemplates.key, key),
    );
    const [row] = await tx.select().from(notificationTemplates).where(where).for("update");
    const translations: TemplateTranslations = { ...(row?.translations ?? {}) };
    if (change.locale && (change.subject !== undefined || change.body !== undefined)) {
      const current = translations[change.locale] ?? defaultTextOf(key, change.locale);
      translations[change.locale] = { subject: change.subject ?? current.subject, body: change.body ?? current.body };
    }
    if (change.reset) delete translations[change.reset];
    const active = change.active ?? row?.active ?? true;
    if (active && Object.keys(translations).length === 0) {
      if (row) await tx.delete(notificationTemplates).where(where);
      return;
    }
    const values = { active, translations, updatedById: userId, updatedAt: new Date() };
    if (row) await tx.update(notificationTemplates).set(values).where(where);
    else await tx.insert(notificationTemplates).values({ tenantId: scope.tenant, centerId: scope.centerId, key, ...values });
  });
  return findTemplate(db, scope, key);
}
