import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import type { Actor } from "../../policy/actor";

/** An organization's vacancy, as far as the organizations' documents tell it (include=vacancies). */
export interface OrganizationVacancy {
  id: number;
  organizationId: number;
  title: string;
  titleEn: string | null;
  status: string;
  vacancyType: string;
  city: string | null;
  expiresAt: Date | null;
}

/** The vacancies of these organizations that the actor may read, per organization id. */
export type OrganizationVacanciesOf = (
  db: Database,
  tenant: TenantId,
  actor: Actor,
  organizationIds: number[],
) => Promise<Map<number, OrganizationVacancy[]>>;

// Vacancies build on organizations, so the vacancies module hands this in (server/app.ts) rather than being imported.
let provided: OrganizationVacanciesOf | null = null;

export function provideOrganizationVacancies(vacanciesOf: OrganizationVacanciesOf) {
  provided = vacanciesOf;
}

/** Without a provider every organization's list is empty; the app always wires one. */
export const organizationVacanciesOf: OrganizationVacanciesOf = async (db, tenant, actor, organizationIds) =>
  provided
    ? provided(db, tenant, actor, organizationIds)
    : new Map(organizationIds.map((id) => [id, [] as OrganizationVacancy[]]));
