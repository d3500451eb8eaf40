import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { notificationTemplates } from "../../mail/templates/notification-templates.table";
import { defaultTextOf } from "../../mail/templates/templated-mail.service";
import { listCenters } from "../tenancy/tenancy.service";

const EXTRA = "Heb je nog een vraag? Neem gerust contact op met {{ center }}; we helpen je graag verder.";

/**
 * One changed template per centre, so the list shows what a centre's own text looks like: the applicant's receipt
 * with a line of the centre's own. Only for a tenant without changed templates.
 */
export async function seedDemoNotificationTemplates(db: Database, tenant: TenantId, logger: Logger) {
  const [existing] = await withTenant(db, tenant, (tx) =>
    tx
      .select({ id: notificationTemplates.id })
      .from(notificationTemplates)
      .where(eq(notificationTemplates.tenantId, tenant))
      .limit(1),
  );
  if (existing) return;
  const standard = defaultTextOf("application_received", "nl");
  // The centre's line goes just before the button, as a coordinator would add it.
  const body = standard.body.replace("\n\n[", `\n\n${EXTRA}\n\n[`);
  const centers = await listCenters(db, tenant);
  await withTenant(db, tenant, (tx) =>
    tx.insert(notificationTemplates).values(
      centers.map((center) => ({
        tenantId: tenant,
        centerId: center.id,
        key: "application_received" as const,
        translations: { nl: { subject: standard.subject, body } },
      })),
    ),
  );
  logger.info({ tenant, templates: centers.length }, "seeded demo e-mail templates");
}
