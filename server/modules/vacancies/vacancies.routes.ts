import { type Context, Hono } from "hono";
import { stillOpenSchema, vacancyCreateSchema, vacancyUpdateSchema } from "../../../contract/vacancies";
import {
  helpKindProblem,
  VACANCY_STATUSES,
  VACANCY_TYPES,
  type VacancyStatus,
  type VacancyType,
} from "../../../contract/vacancy-options";
import { AppError } from "../../http/app-error";
import { answerHoldsUntil } from "../../http/in-process";
import { jsonApiBody, plainBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { exportFormat, sendExport } from "../../http/list-export";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import type { Actor } from "../../policy/actor";
import { authorized, signedIn } from "../../policy/authorize";
import { hashSecretToken } from "../../security/secret-token";
import { findOrganization, isActiveMember, membershipIds } from "../organizations/organizations.service";
import { extendWithStillOpenToken, findByStillOpenToken } from "./still-open-link.service";
import { vacancyAccess, vacancyListAccess } from "./vacancies.access";
import { stillOpenToken, toVacancyFields, vacancyId } from "./vacancies.input";
import { canVacancy, managesOrganization, mayWriteVacancies } from "./vacancies.policy";
import { VACANCY_QUERY, vacancyResource } from "./vacancies.resource";
import type { VacancyDetails } from "./vacancy-details.service";
import { vacanciesTable } from "./vacancy-export";
import type { VacancyFields } from "./vacancy-fields";
import { VacancyImageError } from "./vacancy-image";
import { listVacancies, type VacancySort } from "./vacancy-reads.service";
import { VacancyTransitionError } from "./vacancy-status";
import { createVacancy, updateVacancy } from "./vacancy-writes.service";

export const vacancyRoutes = new Hono<AppEnv>();

const unprocessable = (c: Context<AppEnv>, attribute: string, key: string, params: Record<string, unknown> = {}) => {
  const detail = c.get("t")(`api-errors:detail.${key}`, params);
  return new AppError(422, "validation_failed", detail, [{ source: { pointer: `/data/attributes/${attribute}` }, detail }]);
};

/** An upload that is not there for this write: the same answer whether unknown, another tenant's or someone else's. */
function rethrowImageError(c: Context<AppEnv>, error: unknown): never {
  if (error instanceof VacancyImageError) throw unprocessable(c, "image_upload_id", "uploadNotFound");
  throw error;
}

const isStaffView = (actor: Actor, vacancy: VacancyDetails) => managesOrganization(actor, vacancy.organization);

/**
 * Rules across fields that zod cannot see alone: a place unless remote, a future end date, a help kind exactly for
 * the person-to-person types, a contact person of the organization.
 */
async function checkFields(
  c: Context<AppEnv>,
  fields: VacancyFields,
  organization: { id: number; centerId: number },
  current?: VacancyDetails,
) {
  const remote = fields.remote ?? current?.remote ?? false;
  const city = fields.city !== undefined ? fields.city : current?.city;
  const postalCode = fields.postalCode !== undefined ? fields.postalCode : current?.postalCode;
  if (!remote && !city && !postalCode) throw unprocessable(c, "city", "placeRequired");
  // Checked when the write names the type or the help kind, so a patch of other fields never trips on an old row.
  if (fields.vacancyType !== undefined || fields.helpKind !== undefined) {
    const type = fields.vacancyType ?? current?.vacancyType;
    const problem = helpKindProblem(type, fields.helpKind !== undefined ? fields.helpKind : current?.helpKind);
    if (problem) throw unprocessable(c, "help_kind", problem);
  }
  if (fields.expiresAt && fields.expiresAt.getTime() <= Date.now()) {
    throw unprocessable(c, "expires_at", "mustBeInFuture");
  }
  if (fields.contactPersonId) {
    const { deps, site } = c.var;
    const memberships = await membershipIds(deps.db, site.tenant.id, fields.contactPersonId);
    if (!memberships.includes(organization.id)) {
      throw unprocessable(c, "contact_person_id", "contactPersonNotMember");
    }
  }
}

const vacancy = vacancyResource({ staff: true });

vacancyRoutes.get(
  "/vacancies",
  responds({
    summary: "List vacancies",
    description: "Visitors see published vacancies; an organization's people their own, a centre's staff all of the centre.",
    resource: vacancy,
    list: "paged",
    spreadsheet: "the list with its filters and sort applied, which imports again",
    // The list's own access check: a scope the user may not ask for.
    errors: [401, 403],
  }),
  vacancyListAccess,
  // Staff of a centre (and the tenant admin) list up to 1000 a page; an organization's people 100.
  jsonApiQuery((c) => ({ ...VACANCY_QUERY, maxPageSize: c.get("vacancyScope").organizationIds ? 100 : 1000 })),
  async (c) => {
    const { deps, site, t, vacancyScope: scope } = c.var;
    const query = c.req.valid("query");
    const status = query.filter.status_eq as VacancyStatus | undefined;
    const vacancyType = query.filter.vacancy_type_eq as VacancyType | undefined;
    const organizationId = query.filter.organization_id_eq;
    for (const [name, value, allowed] of [
      ["filter[status_eq]", status, VACANCY_STATUSES.filter((s) => s !== "deleted")],
      ["filter[vacancy_type_eq]", vacancyType, VACANCY_TYPES],
    ] as const) {
      if (value !== undefined && !(allowed as readonly string[]).includes(value)) {
        const detail = t("api-errors:detail.unknownFilter", { value });
        throw new AppError(400, "invalid_query", detail, [{ source: { parameter: name }, detail }]);
      }
    }
    const filter = {
      ...scope,
      status,
      vacancyType,
      organizationId: organizationId ? Number(organizationId) : undefined,
      titleContains: query.filter.title_cont,
      withoutEnglish: query.filter.without_english === "true",
    };
    const format = exportFormat(c);
    if (format) return sendExport(c, format, await vacanciesTable(deps.db, site.tenant.id, filter, query.sort as VacancySort, t));
    const { rows, total, statusCounts } = await listVacancies(
      deps.db,
      site.tenant.id,
      filter,
      query.sort as VacancySort,
      query.page,
    );
    return sendDocument(
      c,
      toResourceDocument(vacancyResource({ staff: true }), rows, {
        ...query,
        list: listPage(c, query.page, total),
        meta: { statusCounts },
      }),
    );
  },
);

/** What the reminder mail's link would keep open, shown before the visitor confirms; opening it spends nothing. */
vacancyRoutes.get(
  "/vacancies/still_open",
  responds({
    summary: "Read the vacancy a reminder's link keeps open",
    description: "Shown before the visitor confirms; opening it spends nothing.",
    resource: vacancy,
    errors: [404],
  }),
  stillOpenToken,
  async (c) => {
    const { deps, site, t } = c.var;
    const { token } = c.req.valid("query");
    const found = token ? await findByStillOpenToken(deps.db, site.tenant.id, hashSecretToken(token)) : null;
    if (!found)
      throw new AppError(404, "invalid_token", t("api-errors:detail.stillOpenInvalid"), [{ source: { parameter: "token" } }]);
    return sendDocument(c, toResourceDocument(vacancyResource({ staff: false }), found, { include: new Set(["organization"]) }));
  },
);

vacancyRoutes.get(
  "/vacancies/:id",
  responds({
    summary: "Read a vacancy",
    description:
      "A published vacancy for anyone; a draft for its organization and the centre's staff. `meta.can_edit` says whether the viewer may edit it.",
    resource: vacancy,
  }),
  jsonApiQuery({ includes: VACANCY_QUERY.includes }),
  vacancyId,
  vacancyAccess("read"),
  async (c) => {
    const { vacancy } = c.var;
    const staff = isStaffView(await c.get("actor")(), vacancy);
    // Its page shows it as open until it closes.
    answerHoldsUntil(c, vacancy.expiresAt?.getTime());
    return sendDocument(
      c,
      toResourceDocument(vacancyResource({ staff }), vacancy, { ...c.req.valid("query"), meta: { canEdit: staff } }),
    );
  },
);

vacancyRoutes.post(
  "/vacancies",
  responds({
    summary: "Create a vacancy",
    description: "For an organization the user manages (its id in the body, or the current organization).",
    resource: vacancy,
  }),
  authorized(mayWriteVacancies),
  jsonApiBody("vacancies", vacancyCreateSchema),
  async (c) => {
    const { deps, site, t, user } = c.var;
    const actor = await c.get("actor")();
    const input = c.req.valid("json");
    const organizationId = input.organization_id ?? c.get("organizationId");
    if (!organizationId) throw unprocessable(c, "organization_id", "organizationRequired");
    const organization = await findOrganization(deps.db, site.tenant.id, organizationId);
    if (!organization || organization.status === "deleted") throw unprocessable(c, "organization_id", "organizationRequired");
    if (!managesOrganization(actor, organization)) {
      throw new AppError(403, "forbidden", t("api-errors:detail.notYourOrganizationVacancy"));
    }
    const fields = toVacancyFields(input);
    // Unless someone is named: the organization's default contact person while he belongs to it, else the author if he does.
    if (fields.contactPersonId === undefined) {
      const preset = organization.contactPersonId;
      if (preset && (await isActiveMember(deps.db, site.tenant.id, preset, organization.id))) fields.contactPersonId = preset;
      else if (actor.organizationIds.includes(organization.id)) fields.contactPersonId = user.id;
    }
    // Unless the write says so: the organization's choice for new vacancies.
    fields.showContactDetails ??= organization.showContactDetailsDefault;
    await checkFields(c, fields, organization);
    const created = await createVacancy(
      deps.db,
      site.tenant.id,
      {
        ...fields,
        title: input.title,
        description: input.description,
        vacancyType: input.vacancy_type,
        status: input.status,
        centerId: organization.centerId,
        organizationId: organization.id,
      },
      { uploaderId: user.id, actorUserId: user.id },
    ).catch((error) => rethrowImageError(c, error));
    return sendDocument(
      c,
      toResourceDocument(vacancyResource({ staff: true }), created, { include: new Set(["organization"]) }),
      201,
    );
  },
);

/** PATCH and PUT: whoever may update; a status of deleted also needs the right to delete (the body says so). */
vacancyRoutes.on(
  ["PATCH", "PUT"],
  "/vacancies/:id",
  responds({
    summary: "Update a vacancy",
    description: "Its fields, or its status along the allowed transitions; a status of deleted deletes it (204).",
    resource: vacancy,
  }),
  signedIn,
  vacancyId,
  vacancyAccess("update"),
  jsonApiBody("vacancies", vacancyUpdateSchema),
  async (c) => {
    const { deps, site, t, vacancy, user } = c.var;
    const input = c.req.valid("json");
    if (input.status === "deleted") {
      if (!canVacancy(await c.get("actor")(), "delete", vacancy)) {
        throw new AppError(403, "forbidden", t("api-errors:generic.noAccessToAction"));
      }
      return softDelete(c, vacancy);
    }
    const fields = toVacancyFields(input);
    await checkFields(c, fields, vacancy.organization, vacancy);
    try {
      const updated = await updateVacancy(deps.db, site.tenant.id, vacancy, { ...fields, status: input.status }, new Date(), {
        uploaderId: user.id,
        actorUserId: user.id,
      });
      return sendDocument(
        c,
        toResourceDocument(vacancyResource({ staff: true }), updated, { include: new Set(["organization"]) }),
      );
    } catch (error) {
      if (!(error instanceof VacancyTransitionError)) rethrowImageError(c, error);
      if (error.reason === "expiry") throw unprocessable(c, "expires_at", "republishNeedsFutureExpiry");
      const detail = t("api-errors:detail.badVacancyTransition", { from: error.from, to: error.to });
      throw new AppError(422, "unprocessable", detail, [{ source: { pointer: "/data/attributes/status" }, detail }]);
    }
  },
);

async function softDelete(c: Context<AppEnv>, vacancy: VacancyDetails) {
  await updateVacancy(c.get("deps").db, c.get("site").tenant.id, vacancy, { status: "deleted" }, new Date(), {
    actorUserId: c.get("user").id,
  });
  return c.body(null, 204);
}
vacancyRoutes.delete(
  "/vacancies/:id",
  responds({ summary: "Delete a vacancy", description: "Soft: it leaves every list and page." }),
  signedIn,
  vacancyId,
  vacancyAccess("delete"),
  async (c) => softDelete(c, c.get("vacancy")),
);

/** The reminder mail's one-click link: no session needed, the single-use token is the proof. */
vacancyRoutes.post(
  "/vacancies/still_open",
  responds({
    summary: "Keep a vacancy open",
    description: "The reminder mail's one-click link: no session needed, the single-use token is the proof.",
    resource: vacancy,
  }),
  plainBody(stillOpenSchema),
  async (c) => {
    const { deps, site, t } = c.var;
    const { token } = c.req.valid("json");
    const extended = await extendWithStillOpenToken(deps.db, site.tenant.id, hashSecretToken(token));
    if (!extended) {
      throw new AppError(422, "invalid_token", t("api-errors:detail.stillOpenInvalid"), [{ source: { pointer: "/token" } }]);
    }
    return sendDocument(c, toResourceDocument(vacancyResource({ staff: false }), extended));
  },
);
