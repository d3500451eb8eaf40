import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { applications } from "../applications/applications.table";
import { demoEmail } from "../identity/identity.factory";
import { findUserByEmail } from "../identity/users.service";
import { organizationMemberships, organizations } from "../organizations/organizations.table";
import { vacancies } from "../vacancies/vacancies.table";
import { addMessage, createConversation, openApplicationConversation } from "./conversations.service";
import { conversations } from "./conversations.table";

/**
 * A few conversations per tenant, so the screens are not empty: the centre with the organization superuser's
 * organization (unread for him), and a volunteer's application conversation when one has an account. Only for a
 * tenant without conversations; no mails are queued.
 */
export async function seedDemoConversations(db: Database, tenant: TenantId, logger: Logger) {
  const [existing] = await withTenant(db, tenant, (tx) =>
    tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.tenantId, tenant)).limit(1),
  );
  if (existing) return;
  const staff = await findUserByEmail(db, tenant, demoEmail("center_superuser", tenant));
  const superuser = await findUserByEmail(db, tenant, demoEmail("organization_superuser", tenant));
  if (!staff || !superuser) return;
  const [organization] = await withTenant(db, tenant, (tx) =>
    tx
      .select({ id: organizations.id, centerId: organizations.centerId })
      .from(organizationMemberships)
      .innerJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
      .where(and(eq(organizationMemberships.userId, superuser.id), eq(organizations.status, "approved")))
      .orderBy(asc(organizations.id))
      .limit(1),
  );
  if (!organization) return;
  let seeded = 0;
  const withStaff = await createConversation(db, tenant, {
    centerId: organization.centerId,
    subject: "Vrijwilligersmarkt in het voorjaar",
    createdById: staff.id,
    userIds: [staff.id],
    organizationIds: [organization.id],
  });
  await addMessage(db, tenant, withStaff, {
    senderId: staff.id,
    organizationId: null,
    body: "Doen jullie dit jaar weer mee aan de vrijwilligersmarkt? Aanmelden kan tot 1 maart.",
  });
  await addMessage(db, tenant, withStaff, {
    senderId: staff.id,
    organizationId: null,
    body: "Meer informatie staat op https://www.example.org/vrijwilligersmarkt",
  });
  seeded++;
  const [application] = await withTenant(db, tenant, (tx) =>
    tx
      .select({
        id: applications.id,
        userId: applications.userId,
        title: vacancies.title,
        organizationId: vacancies.organizationId,
        centerId: vacancies.centerId,
      })
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .where(and(eq(applications.tenantId, tenant), isNotNull(applications.userId)))
      .orderBy(asc(applications.id))
      .limit(1),
  );
  if (application?.userId) {
    const { id } = await openApplicationConversation(db, tenant, {
      centerId: application.centerId,
      subject: application.title.slice(0, 120),
      createdById: application.userId,
      applicationId: application.id,
      userIds: [application.userId],
      organizationIds: [application.organizationId],
    });
    await addMessage(db, tenant, id, { senderId: application.userId, organizationId: null, body: "Is er een inwerkdag?" });
    seeded++;
  }
  logger.info({ tenant, conversations: seeded }, "seeded demo conversations");
}
