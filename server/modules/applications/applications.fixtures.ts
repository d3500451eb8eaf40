import { and, eq } from "drizzle-orm";
import type { Role } from "../../../contract/identity";
import type { TenantId } from "../../config/tenants";
import { withTenant } from "../../db/client";
import type { TestApp } from "../../test/test-app";
import { demoEmail } from "../identity/identity.factory";
import { findUserByEmail } from "../identity/users.service";
import { organizations } from "../organizations/organizations.table";
import { buildOpenVacancy } from "../vacancies/vacancies.factory";
import { createApplication } from "./applications.service";
import { applications } from "./applications.table";

/** Shared by the applications API tests: a JSON:API body, ids of demo rows, and quick applications. */
export const applyBody = (attributes: Record<string, unknown>) => ({ data: { type: "applications", attributes } });

export const guest = (vacancyId: number, email: string, extra: Record<string, unknown> = {}) =>
  applyBody({
    vacancy_id: vacancyId,
    first_name: "Gijs",
    last_name: "Gast",
    email,
    phone_number: "06 12345678",
    message: "Ik rijd graag.",
    accept_terms: true,
    ...extra,
  });

export async function organizationId(t: TestApp, name: string, tenant: TenantId = "oldebroek") {
  const [row] = await withTenant(t.db, tenant, (tx) =>
    tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenant), eq(organizations.name, name))),
  );
  return row.id;
}

export async function demoUserId(t: TestApp, role: Role, tenant: TenantId = "oldebroek") {
  return (await findUserByEmail(t.db, tenant, demoEmail(role, tenant)))?.id ?? 0;
}

/** An application written straight through the service (no mail, no rate limit), for policy and transition tests. */
export async function quickApplication(
  t: TestApp,
  vacancyId: number,
  userId: number | null = null,
  tenant: TenantId = "oldebroek",
) {
  const created = await createApplication(t.db, tenant, {
    vacancyId,
    userId,
    firstName: "Quinten",
    lastName: "Snel",
    email: `snel-${Math.random().toString(36).slice(2)}@example.test`,
    phoneNumber: null,
    message: null,
  });
  return created.id;
}

export async function statusOf(t: TestApp, id: number, tenant: TenantId = "oldebroek") {
  const [row] = await withTenant(t.db, tenant, (tx) => tx.select().from(applications).where(eq(applications.id, id)));
  return row?.status;
}

export { buildOpenVacancy };

/** A guest's application to a new vacancy of the Voedselbank, accepted `daysAgo` days ago (the follow-up's tests). */
export async function acceptedApplication(t: Pick<TestApp, "db">, email: string, daysAgo: number, locale: "nl" | "en" = "nl") {
  const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: `Soep koken ${email}` });
  const application = await createApplication(t.db, "oldebroek", {
    vacancyId: vacancy.id,
    userId: null,
    firstName: "Fenna",
    lastName: "Volg",
    email,
    phoneNumber: null,
    message: null,
    locale,
  });
  await withTenant(t.db, "oldebroek", (tx) =>
    tx
      .update(applications)
      .set({ status: "accepted", decidedAt: new Date(Date.now() - daysAgo * 24 * 3600 * 1000) })
      .where(eq(applications.id, application.id)),
  );
  return application.id;
}
