import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { toCamelKey } from "../../../contract/case";
import { IMPORT_FIELDS } from "../../../contract/imports";
import type { VacancyType } from "../../../contract/vacancy-options";
import type { Transaction } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { applications } from "../applications/applications.table";
import { centerOrganizationsIn, type OrganizationWithAddress } from "../organizations/organizations.service";
import { vacancies } from "../vacancies/vacancies.table";
import { type VacancyDetails, withDetails } from "../vacancies/vacancy-details.service";
import { insertVacanciesIn, type NewVacancy, writeVacancyIn } from "../vacancies/vacancy-writes.service";
import {
  type Applied,
  type FieldError,
  type ImportKindHandler,
  type Plan,
  type PlannableRow,
  type Scope,
  sameValue,
} from "./import-kinds";
import { linkedTargets } from "./import-sources";
import { check, fieldError } from "./vacancy-import-check";

/** The fields a row compares with, and writes to, a vacancy (wire names); the organization and status only on create. */
const NOT_WRITTEN_ON_UPDATE = new Set(["key", "organization", "status"]);
/** With the image a zipped WordPress export's post brought (set on the row before its run, import-images.service). */
const FIELDS = [...IMPORT_FIELDS.vacancies.filter((field) => !NOT_WRITTEN_ON_UPDATE.has(field)), "image_upload_id"];
/** The vacancy's current value of each field a row can set (wire names). */
const currentValues = (vacancy: VacancyDetails): Record<string, unknown> => ({
  title: vacancy.title,
  summary: vacancy.summary,
  description: vacancy.description,
  vacancy_type: vacancy.vacancyType,
  themes: vacancy.themes,
  street: vacancy.street,
  house_number: vacancy.houseNumber,
  postal_code: vacancy.postalCode,
  city: vacancy.city,
  remote: vacancy.remote,
  hours_per_week: vacancy.hoursPerWeek,
  minimum_age: vacancy.minimumAge,
  expires_at: vacancy.expiresAt?.toISOString() ?? null,
  vog_required: vacancy.vogRequired,
  expenses_reimbursed: vacancy.expensesReimbursed,
  image_upload_id: vacancy.imageUploadId,
});

/** The centre's organizations a row names: by name (any case), else by the key an organization import gave it. */
async function organizationsNamed(tx: Transaction, scope: Scope, names: string[]) {
  const lower = [...new Set(names.map((name) => name.toLowerCase()))];
  const keyed = await linkedTargets(
    tx,
    scope,
    "organizations",
    lower.map((name) => `key:${name}`),
  );
  // A number that is no name or key of the centre's is an organization's id (the import's organization_id too).
  const ids = lower.filter((name) => /^\d{1,9}$/.test(name)).map(Number);
  const found = await centerOrganizationsIn(tx, scope, { lowerNames: lower, ids: [...keyed.values(), ...ids] });
  const byId = new Map(found.map((org) => [org.id, org]));
  const byName = new Map<string, OrganizationWithAddress>();
  for (const org of found) if (!byName.has(org.name.toLowerCase())) byName.set(org.name.toLowerCase(), org);
  for (const [key, targetId] of keyed) {
    const org = byId.get(targetId);
    if (org && !byName.has(key.slice(4))) byName.set(key.slice(4), org);
  }
  for (const id of ids) {
    const org = byId.get(id);
    if (org && !byName.has(String(id))) byName.set(String(id), org);
  }
  return byName;
}

/** The organizations a batch's plan found, by the names its rows give: its rows are written in the same transaction. */
const plannedOrganizations = new WeakMap<Transaction, Map<string, OrganizationWithAddress>>();

/**
 * The centre's vacancies (not deleted) with these ids, or of these organizations with these titles (any case), pair by
 * pair: only those, never all of an organization's, nor another organization's of the same title (a run's batches would
 * read ever more of the vacancies the run made so far).
 */
async function centerVacancies(tx: Transaction, scope: Scope, ids: number[], titled: [number, string][]) {
  if (ids.length === 0 && titled.length === 0) return [];
  // The pairs as one parameter joined on the index (vacancies_organization_title, migration 0070): a list of 1,000
  // pairs written out took longer to plan (some 150 ms) than to run.
  const pairs = JSON.stringify(titled.map(([organization_id, title]) => ({ organization_id, title })));
  const paired = titled.length
    ? await rowsOf<{ id: number }>(
        tx,
        sql`select v.id from vacancies v
          join jsonb_to_recordset(${pairs}::jsonb) as p(organization_id int, title text)
            on v.tenant_id = ${scope.tenant} and v.organization_id = p.organization_id and lower(v.title) = p.title`,
      )
    : [];
  const which = [...new Set([...ids, ...paired.map((row) => row.id)])];
  if (which.length === 0) return [];
  return withDetails(
    tx,
    and(
      eq(vacancies.tenantId, scope.tenant),
      eq(vacancies.centerId, scope.centerId),
      ne(vacancies.status, "deleted"),
      inArray(vacancies.id, which),
    ) as SQL,
  );
}

function planAgainst(values: Record<string, unknown>, current: VacancyDetails | null, linked: boolean): Plan {
  if (!current) return { outcome: "create", targetId: null };
  const now = currentValues(current);
  const patch: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (field in values && !sameValue(now[field], values[field])) {
      patch[field] = values[field];
      previous[field] = now[field] ?? null;
    }
  }
  if (Object.keys(patch).length === 0) return { outcome: "unchanged", targetId: current.id, link: !linked };
  return { outcome: "update", targetId: current.id, patch, previous };
}

/** Wire values to the vacancies service's fields (times as Dates). */
function toFields(values: Record<string, unknown>): Parameters<typeof writeVacancyIn>[3] {
  const fields: Record<string, unknown> = {};
  for (const field of FIELDS) if (field in values) fields[toCamelKey(field)] = values[field];
  if (typeof values.expires_at === "string") fields.expiresAt = new Date(values.expires_at);
  return fields as Parameters<typeof writeVacancyIn>[3];
}

/** The organization a row names, and where the vacancy is when the row gives no place: the organization's address. */
function placeProblem(values: Record<string, unknown>, organization: OrganizationWithAddress): FieldError[] {
  if (values.remote === true || values.city || values.postal_code || organization.address) return [];
  return [fieldError("city", "placeRequired")];
}

/** The organization a create row names: found by the batch's plan in this transaction, else looked up again. */
async function plannedOrganization(tx: Transaction, scope: Scope, row: PlannableRow) {
  const name = String(row.values.organization);
  return plannedOrganizations.get(tx)?.get(name.toLowerCase()) ?? [...(await organizationsNamed(tx, scope, [name])).values()][0];
}

/** The vacancy a create row makes: without a place of its own it is where the organization is. */
function newVacancy(scope: Scope, row: PlannableRow, organization: OrganizationWithAddress): NewVacancy {
  const values = row.values;
  const place =
    values.remote === true || values.city || values.postal_code || !organization.address
      ? {}
      : {
          street: organization.address.street,
          houseNumber: organization.address.houseNumber,
          postalCode: organization.address.postalCode,
          city: organization.address.city,
        };
  return {
    ...place,
    ...toFields(values),
    showContactDetails: organization.showContactDetailsDefault,
    title: values.title as string,
    description: values.description as string,
    vacancyType: (values.vacancy_type as VacancyType | undefined) ?? "volunteering",
    // The centre's current vacancies, made by its staff: in the bank at once unless the row says draft.
    status: (values.status as "draft" | "published" | undefined) ?? "published",
    centerId: scope.centerId,
    organizationId: organization.id,
  };
}

/** A batch's new vacancies in one insert, announced to webhooks at once. */
async function createVacancies(tx: Transaction, scope: Scope, rows: PlannableRow[]): Promise<Applied[]> {
  const inputs: NewVacancy[] = [];
  for (const row of rows) inputs.push(newVacancy(scope, row, await plannedOrganization(tx, scope, row)));
  // The check sanitised each description (vacancy-import-check.ts) before it was kept.
  const created = await insertVacanciesIn(tx, scope.tenant, inputs, { sanitised: true });
  return created.map((vacancy) => ({ targetId: vacancy.id, appliedAt: vacancy.updatedAt }));
}

export const vacancyImport: ImportKindHandler = {
  kind: "vacancies",
  nameFields: ["title"],
  check,
  async plan(tx, scope, rows, linked) {
    const organizations = await organizationsNamed(
      tx,
      scope,
      rows.map((row) => String(row.values.organization ?? "")),
    );
    plannedOrganizations.set(tx, organizations);
    const ids = [...new Set(rows.map((row) => linked.get(row.key)).filter((id): id is number => id !== undefined))];
    const titled = new Map<string, [number, string]>();
    for (const row of rows) {
      const organization = organizations.get(String(row.values.organization ?? "").toLowerCase());
      const title = String(row.values.title ?? "").toLowerCase();
      if (organization && title) titled.set(`${organization.id}\n${title}`, [organization.id, title]);
    }
    const found = await centerVacancies(tx, scope, ids, [...titled.values()]);
    const byId = new Map(found.map((vacancy) => [vacancy.id, vacancy]));
    const byTitle = new Map<string, VacancyDetails>();
    for (const vacancy of found) {
      const key = `${vacancy.organizationId}\n${vacancy.title.toLowerCase()}`;
      if (!byTitle.has(key)) byTitle.set(key, vacancy);
    }
    return rows.map((row): Plan => {
      const name = String(row.values.organization ?? "");
      const organization = organizations.get(name.toLowerCase());
      if (!organization) {
        return {
          outcome: "invalid",
          targetId: null,
          errors: [fieldError("organization", "import.row.organizationUnknown", { name })],
        };
      }
      const linkedId = linked.get(row.key);
      const target = (linkedId !== undefined ? byId.get(linkedId) : undefined) ?? null;
      const current = target ?? byTitle.get(`${organization.id}\n${String(row.values.title).toLowerCase()}`) ?? null;
      if (!current) {
        const errors = placeProblem(row.values, organization);
        if (errors.length) return { outcome: "invalid", targetId: null, errors };
      }
      return planAgainst(row.values, current, target !== null);
    });
  },
  createAll: createVacancies,
  async apply(tx, scope, row, plan) {
    if (plan.outcome === "create") return (await createVacancies(tx, scope, [row]))[0];
    if (plan.outcome !== "update") throw new Error(`cannot apply ${plan.outcome}`);
    const [current] = await withDetails(tx, and(eq(vacancies.tenantId, scope.tenant), eq(vacancies.id, plan.targetId)) as SQL);
    const written = await writeVacancyIn(tx, scope.tenant, current, toFields(plan.patch));
    return { targetId: plan.targetId, appliedAt: written.updatedAt };
  },
  async undo(tx, scope, row) {
    const [current] = await withDetails(
      tx,
      and(eq(vacancies.tenantId, scope.tenant), eq(vacancies.centerId, scope.centerId), eq(vacancies.id, row.targetId)) as SQL,
    );
    if (!current || current.status === "deleted") return "removed";
    if (current.updatedAt.getTime() !== row.appliedAt.getTime()) return "kept";
    if (row.outcome === "create") {
      // A response since does not touch the vacancy's updated_at; it is kept for whoever responded.
      const responses = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.tenantId, scope.tenant), eq(applications.vacancyId, current.id)))
        .limit(1);
      if (responses.length) return "kept";
      await writeVacancyIn(tx, scope.tenant, current, { status: "deleted" });
      return "removed";
    }
    await writeVacancyIn(tx, scope.tenant, current, toFields(row.previous ?? {}));
    return "restored";
  },
};
