import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { parseResourceId } from "../../../contract/ids";
import {
  registrationCancelSchema,
  registrationCreateSchema,
  workshopCreateSchema,
  workshopRuleProblems,
  workshopUpdateSchema,
} from "../../../contract/workshops";
import { AppError } from "../../http/app-error";
import { answerHoldsUntil, isInProcess } from "../../http/in-process";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { pathId } from "../../http/jsonapi/path-id";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { authorized } from "../../policy/authorize";
import { writeCalendar } from "../../text/ical-writer";
import { registrationMailer } from "./workshop-registration-mails";
import {
  AlreadyRegisteredError,
  cancelRegistration,
  listRegistrations,
  registerForWorkshop,
  WorkshopClosedError,
} from "./workshop-registrations.service";
import { countSignUp, signUpLimit } from "./workshop-sign-up-limit";
import { canManageWorkshops } from "./workshops.policy";
import { registrationResource, workshopResource } from "./workshops.resource";
import {
  createWorkshop,
  deleteWorkshop,
  findWorkshop,
  listWorkshops,
  nextWorkshopEnd,
  updateWorkshop,
  type WorkshopPeriod,
} from "./workshops.service";

export const workshopRoutes = new Hono<AppEnv>();

const TYPE = "workshops";
const scopeOf = (c: Context<AppEnv>) => ({ tenant: c.get("site").tenant.id, centerId: c.get("site").center.id });
const staff = authorized((actor, c) => canManageWorkshops(actor, c.get("site").center.id));
const isStaff = async (c: Context<AppEnv>) => canManageWorkshops(await c.get("actor")(), c.get("site").center.id);

const notFound = (c: Context<AppEnv>, id: number | string) =>
  new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type: "workshop", id }));

const invalid = (field: string, detail: string) =>
  new AppError(422, "validation_failed", detail, [{ detail, source: { pointer: `/data/attributes/${field}` } }]);

/** After pathId: a workshop the caller may see (a draft only for staff), or a 404 before any body is read. */
const visible = createMiddleware<AppEnv, string, { out: { param: { id: number } } }>(async (c, next) => {
  const { id } = c.req.valid("param");
  const workshop = await findWorkshop(c.get("deps").db, scopeOf(c), id);
  if (!workshop || (!workshop.published && !(await isStaff(c)))) throw notFound(c, id);
  await next();
});

/** GET /api/v1/workshops?filter[period]=upcoming|past: the centre's workshops; drafts only for its staff. */
workshopRoutes.get(
  "/workshops",
  responds({
    summary: "List workshops",
    description: "The centre's published workshops (staff also see drafts); `filter[period]` upcoming or past.",
    resource: workshopResource,
    list: "paged",
  }),
  jsonApiQuery({ filters: ["period"] }),
  async (c) => {
    const query = c.req.valid("query");
    const period: WorkshopPeriod = query.filter.period === "past" ? "past" : "upcoming";
    const includeDrafts = await isStaff(c);
    const { rows, total } = await listWorkshops(c.get("deps").db, scopeOf(c), { period, includeDrafts }, query.page);
    // Either list changes when the next workshop ends: it leaves the upcoming ones for the past ones.
    if (isInProcess(c)) answerHoldsUntil(c, await nextWorkshopEnd(c.get("deps").db, scopeOf(c), includeDrafts));
    const meta = { canManage: includeDrafts };
    return sendDocument(c, toResourceDocument(workshopResource, rows, { ...query, meta, list: listPage(c, query.page, total) }));
  },
);

workshopRoutes.get(
  "/workshops/:id",
  responds({
    summary: "Read a workshop",
    description: "`meta.can_manage` says whether the viewer is staff.",
    resource: workshopResource,
  }),
  pathId("workshop"),
  visible,
  async (c) => {
    const row = await findWorkshop(c.get("deps").db, scopeOf(c), c.req.valid("param").id);
    if (!row) throw notFound(c, c.req.valid("param").id);
    // Sign-up closes when it starts; it is past when it ends.
    const now = Date.now();
    answerHoldsUntil(
      c,
      [row.startsAt.getTime(), row.endsAt.getTime()].find((at) => at > now),
    );
    return sendDocument(c, toResourceDocument(workshopResource, row, { meta: { canManage: await isStaff(c) } }));
  },
);

/** One workshop as an iCalendar file, for a calendar app. */
workshopRoutes.get(
  "/workshops/:id/ical",
  responds({ summary: "A workshop as an iCalendar file", description: "For a calendar app.", media: "text/calendar" }),
  pathId("workshop"),
  visible,
  async (c) => {
    const row = await findWorkshop(c.get("deps").db, scopeOf(c), c.req.valid("param").id);
    if (!row) throw notFound(c, c.req.valid("param").id);
    const { origin, center } = c.get("site");
    const text = writeCalendar({
      productId: "-//Volunteerly//Workshops//NL",
      name: row.title,
      events: [
        {
          uid: `workshop-${row.id}@${new URL(origin).hostname}`,
          stamp: row.updatedAt,
          start: row.startsAt,
          end: row.endsAt,
          summary: row.title,
          location: row.location ?? c.get("t")("workshops:online"),
          description: center.name,
          url: `${origin}/${c.get("locale")}/workshops/${row.id}`,
        },
      ],
    });
    return c.body(text, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="workshop-${row.id}.ics"`,
    });
  },
);

workshopRoutes.post(
  "/workshops",
  responds({ summary: "Create a workshop", description: "For the centre's staff.", resource: workshopResource }),
  staff,
  jsonApiBody(TYPE, (c) => workshopCreateSchema(c.get("t"))),
  async (c) => {
    const row = await createWorkshop(c.get("deps").db, scopeOf(c), c.req.valid("json"), c.get("user").id);
    return sendDocument(c, toResourceDocument(workshopResource, row), 201);
  },
);

workshopRoutes.patch(
  "/workshops/:id",
  responds({ summary: "Update a workshop", resource: workshopResource }),
  staff,
  pathId("workshop"),
  visible,
  jsonApiBody(TYPE, workshopUpdateSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const current = await findWorkshop(c.get("deps").db, scopeOf(c), id);
    if (!current) throw notFound(c, id);
    const after = {
      starts_at: input.starts_at ?? current.startsAt,
      ends_at: input.ends_at ?? current.endsAt,
      online: input.online ?? current.online,
      location: input.location !== undefined ? input.location : current.location,
    };
    const [problem] = workshopRuleProblems(after, c.get("t"));
    if (problem) throw invalid(problem.field, problem.message);
    const row = await updateWorkshop(c.get("deps").db, scopeOf(c), id, input, c.get("user").id);
    if (!row) throw notFound(c, id);
    return sendDocument(c, toResourceDocument(workshopResource, row));
  },
);

workshopRoutes.delete("/workshops/:id", responds({ summary: "Delete a workshop" }), staff, pathId("workshop"), async (c) => {
  const { id } = c.req.valid("param");
  if (!(await deleteWorkshop(c.get("deps").db, scopeOf(c), id, c.get("user").id))) throw notFound(c, id);
  return c.body(null, 204);
});

/** Who comes and who waits: the centre's staff only. */
workshopRoutes.get(
  "/workshops/:id/registrations",
  responds({
    summary: "List a workshop's sign-ups",
    description: "For the centre's staff.",
    resource: registrationResource,
    list: true,
  }),
  staff,
  pathId("workshop"),
  visible,
  async (c) => {
    const rows = await listRegistrations(c.get("deps").db, scopeOf(c), c.req.valid("param").id);
    return sendDocument(c, toResourceDocument(registrationResource, rows, { meta: { total: rows.length } }));
  },
);

/** A visitor (or a signed-in user) signs up: a seat while there is one, else the waiting list; a mail either way. */
workshopRoutes.post(
  "/workshops/:id/registrations",
  responds({
    summary: "Sign up for a workshop",
    description: "Confirmed while there are seats, else on the waiting list; the e-mail carries a link to cancel.",
    resource: registrationResource,
    errors: [409, 429],
  }),
  pathId("workshop"),
  visible,
  signUpLimit,
  jsonApiBody("workshop_registrations", registrationCreateSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    await countSignUp(c);
    const actor = await c.get("actor")();
    const input = { ...c.req.valid("json"), userId: actor.user?.id ?? null, locale: c.get("locale") };
    try {
      const outcome = await registerForWorkshop(c.get("deps").db, scopeOf(c), id, input, registrationMailer(c));
      if (!outcome) throw notFound(c, id);
      return sendDocument(c, toResourceDocument(registrationResource, outcome.registration), 201);
    } catch (error) {
      if (error instanceof AlreadyRegisteredError)
        throw invalid("email", c.get("t")("api-errors:detail.workshopAlreadyRegistered"));
      if (error instanceof WorkshopClosedError)
        throw new AppError(409, "conflict", c.get("t")("api-errors:detail.workshopStarted"));
      throw error;
    }
  },
);

/** Staff take someone off the list (the seat goes to the first who waits). */
workshopRoutes.delete(
  "/workshops/:id/registrations/:registrationId",
  responds({ summary: "Remove a sign-up", description: "For the centre's staff; the first on the waiting list moves up." }),
  staff,
  pathId("workshop"),
  async (c) => {
    const { id } = c.req.valid("param");
    const registrationId = parseResourceId(c.req.param("registrationId"));
    const outcome =
      registrationId === null
        ? null
        : await cancelRegistration(c.get("deps").db, scopeOf(c), { id: registrationId, workshopId: id }, registrationMailer(c));
    if (!outcome)
      throw new AppError(
        404,
        "not_found",
        c.get("t")("api-errors:detail.resourceNotFound", { type: "workshop_registration", id: c.req.param("registrationId") }),
      );
    return c.body(null, 204);
  },
);

/** The cancel link of the confirmation mail: the secret is the permission. */
workshopRoutes.post(
  "/workshop_registrations/cancel",
  responds({
    summary: "Cancel a sign-up by its link",
    description: "The token from the confirmation e-mail is the proof; no session needed.",
    resource: workshopResource,
    errors: [404],
  }),
  jsonApiBody("workshop_registrations", registrationCancelSchema),
  async (c) => {
    const outcome = await cancelRegistration(c.get("deps").db, scopeOf(c), c.req.valid("json"), registrationMailer(c));
    if (!outcome) throw new AppError(404, "not_found", c.get("t")("api-errors:detail.workshopRegistrationGone"));
    return sendDocument(c, toResourceDocument(workshopResource, outcome.workshop));
  },
);
