import { type Context, Hono } from "hono";
import { applicationCreateSchemaFor } from "../../../contract/applications";
import type { Translate } from "../../../contract/validation";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { exportFormat, readForExport, sendExport } from "../../http/list-export";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { signedIn } from "../../policy/authorize";
import { findVacancy } from "../vacancies/vacancy-reads.service";
import { announceNewApplication } from "./application-notify";
import { applicationAccess, applicationListAccess } from "./applications.access";
import { applicationId } from "./applications.input";
import { toApplicationFilter } from "./applications.query";
import { APPLICATION_QUERY, applicationResource } from "./applications.resource";
import {
  type ApplicationSort,
  createApplication,
  DuplicateApplicationError,
  hasOpenApplication,
  listApplications,
  vacanciesInScope,
} from "./applications.service";
import { countGuestApplication, guestLimit } from "./guest-limit";

export const applicationRoutes = new Hono<AppEnv>();

const vacancyError = (c: Context<AppEnv>, status: 404 | 422, key: string) => {
  const detail = c.get("t")(`applications:errors.${key}`);
  return new AppError(status, status === 404 ? "not_found" : "unprocessable", detail, [
    { detail, source: { pointer: "/data/attributes/vacancy_id" } },
  ]);
};

/** Public: a guest or a signed-in volunteer applies to a published, unexpired vacancy of an approved organization. */
applicationRoutes.post(
  "/applications",
  responds({
    summary: "Apply to a vacancy",
    description:
      "A guest or a signed-in volunteer, to a published, open vacancy of an approved organization; the organization hears of it.",
    resource: applicationResource,
    errors: [404, 429],
  }),
  guestLimit,
  jsonApiBody("applications", (c) => applicationCreateSchemaFor(c.get("t") as Translate)),
  async (c) => {
    const { deps, site, t, auth } = c.var;
    const input = c.req.valid("json");
    const vacancy = await findVacancy(deps.db, site.tenant.id, input.vacancy_id);
    // Drafts, archived vacancies and those of organizations not (or no longer) approved do not exist to the public.
    const visible =
      vacancy && ["published", "filled", "expired"].includes(vacancy.status) && vacancy.organization.status === "approved";
    if (!visible) throw vacancyError(c, 404, "vacancyNotFound");
    const open = vacancy.status === "published" && (!vacancy.expiresAt || vacancy.expiresAt > new Date());
    if (!open) throw vacancyError(c, 422, "vacancyClosed");
    const alreadyApplied = () => {
      const detail = t("applications:errors.alreadyApplied");
      return new AppError(422, "unprocessable", detail, [{ detail, source: { pointer: "/data/attributes/email" } }]);
    };
    if (await hasOpenApplication(deps.db, site.tenant.id, vacancy.id, input.email)) throw alreadyApplied();
    if (!auth) await countGuestApplication(c);
    const created = await createApplication(deps.db, site.tenant.id, {
      vacancyId: vacancy.id,
      userId: auth?.user.id ?? null,
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phoneNumber: input.phone_number ?? null,
      message: input.message ?? null,
      locale: c.get("locale"),
    }).catch((error) => {
      throw error instanceof DuplicateApplicationError ? alreadyApplied() : error;
    });
    await announceNewApplication(c, created, vacancy);
    return sendDocument(c, toResourceDocument(applicationResource, created, { include: new Set(["vacancy"]) }), 201);
  },
);

applicationRoutes.get(
  "/applications",
  responds({
    summary: "List applications",
    description: "Those the user may see: his organization's, or all of the centre for its staff.",
    resource: applicationResource,
    list: "paged",
    spreadsheet: "the list with its filters and sort applied",
    errors: [401, 403],
  }),
  applicationListAccess,
  jsonApiQuery((c) => ({ ...APPLICATION_QUERY, maxPageSize: c.get("applicationScope").all ? 1000 : 100 })),
  async (c) => {
    const { deps, site, t, applicationScope: scope } = c.var;
    const query = c.req.valid("query");
    const filter = toApplicationFilter(c, query.filter);
    const sort = query.sort as ApplicationSort;
    const format = exportFormat(c);
    if (format) {
      const rows = await readForExport(
        async (page) => (await listApplications(deps.db, site.tenant.id, scope, filter, sort, page)).rows,
      );
      return sendExport(c, format, {
        name: t("applications:csv.filename"),
        header: ["name", "email", "phoneNumber", "vacancyTitle", "status", "createdAt", "decidedAt", "message"].map((k) =>
          t(`applications:csv.${k}`),
        ),
        rows: rows.map((r) => [
          `${r.firstName} ${r.lastName}`,
          r.email,
          r.phoneNumber,
          r.vacancy.title,
          t(`applications:statuses.${r.status}`),
          r.createdAt,
          r.decidedAt,
          r.message,
        ]),
      });
    }
    const [{ rows, total }, vacancies] = await Promise.all([
      listApplications(deps.db, site.tenant.id, scope, filter, sort, query.page),
      vacanciesInScope(deps.db, site.tenant.id, scope),
    ]);
    const meta = {
      // For the screen's vacancy filter: the vacancies that this user's applications went to.
      vacancies: vacancies.map((v) => ({ id: String(v.id), title: v.title })),
    };
    return sendDocument(
      c,
      toResourceDocument(applicationResource, rows, { ...query, list: listPage(c, query.page, total), meta }),
    );
  },
);

applicationRoutes.get(
  "/applications/:id",
  responds({
    summary: "Read an application",
    description: "For the organization of its vacancy and the centre's staff.",
    resource: applicationResource,
  }),
  jsonApiQuery(APPLICATION_QUERY),
  signedIn,
  applicationId,
  applicationAccess("read"),
  async (c) => sendDocument(c, toResourceDocument(applicationResource, c.get("application"), c.req.valid("query"))),
);

/** A volunteer's own applications, newest first (the profile's 'My applications'). */
applicationRoutes.get(
  "/current_user/applications",
  responds({
    summary: "List my applications",
    description: "The signed-in volunteer's own applications, newest first.",
    resource: applicationResource,
    list: "paged",
  }),
  signedIn,
  jsonApiQuery({ includes: ["vacancy"], filters: ["status_eq"] }),
  async (c) => {
    const { deps, site, user } = c.var;
    const query = c.req.valid("query");
    const filter = toApplicationFilter(c, query.filter);
    const { rows, total } = await listApplications(deps.db, site.tenant.id, { userId: user.id }, filter, [], query.page);
    return sendDocument(c, toResourceDocument(applicationResource, rows, { ...query, list: listPage(c, query.page, total) }));
  },
);
