import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { validator } from "hono/validator";
import { FORM_ACCESS_PERMISSIONS, formCreateSchema, formUpdateSchema } from "../../../contract/forms";
import { parseResourceId } from "../../../contract/ids";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { pathId } from "../../http/jsonapi/path-id";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { authorized } from "../../policy/authorize";
import { canManageForms } from "./forms.policy";
import { formResource } from "./forms.resource";
import { createForm, deleteForm, FormRuleError, findForm, listForms, updateForm } from "./forms.service";

export const formRoutes = new Hono<AppEnv>();

const TYPE = "forms";
export const formScopeOf = (c: Context<AppEnv>) => ({ tenant: c.get("site").tenant.id, centerId: c.get("site").center.id });
/** The centre's staff and content managers; everyone else is refused before anything is read. */
export const formManagers = authorized((actor, c) => canManageForms(actor, c.get("site").center.id));

export const formNotFound = (c: Context<AppEnv>, id: number | string) =>
  new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type: "form", id }));

/** The form's id and a child's (`child` names the path parameter) from the path: either unreadable is a 404. */
export const formChildPath = (child: string, type: string) =>
  validator("param", (params: Record<string, string>, c: Context<AppEnv>) => {
    const id = parseResourceId(params.id ?? "");
    if (id === null) throw formNotFound(c, (params.id ?? "").slice(0, 40));
    const childId = parseResourceId(params[child] ?? "");
    if (childId === null) throw childNotFound(c, type, params[child] ?? "");
    return { id, childId };
  });

export const childNotFound = (c: Context<AppEnv>, type: string, id: string | number) =>
  new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type, id: String(id).slice(0, 40) }));

/** After pathId: a form of the site's centre, or a 404 before any body is read. */
export const existingForm = createMiddleware<AppEnv, string, { out: { param: { id: number } } }>(async (c, next) => {
  const { id } = c.req.valid("param");
  if (!(await findForm(c.get("deps").db, formScopeOf(c), id))) throw formNotFound(c, id);
  await next();
});

/** The rules a schema cannot know become a 422 on the field they are about. */
async function saving<T>(c: Context<AppEnv>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof FormRuleError)) throw error;
    // The contact form's rules are told in the back office's own texts.
    const detail = c.get("t")(
      error.reason === "organizationNotFound" ? "api-errors:detail.form.organizationNotFound" : `forms:errors.${error.reason}`,
    );
    const pointer = error.field ? `/data/attributes/${error.field}` : "/data/attributes";
    throw new AppError(422, "validation_failed", detail, [{ detail, source: { pointer } }]);
  }
}

/** GET /api/v1/forms: the centre's forms, recently changed first; filter[search] on the title, filter[access_permission]. */
formRoutes.get(
  "/forms",
  responds({
    summary: "List forms",
    description: "The forms of the centre or the organization, for their form managers.",
    resource: formResource,
    list: "paged",
  }),
  formManagers,
  jsonApiQuery({ filters: ["search", "access_permission"] }),
  async (c) => {
    const query = c.req.valid("query");
    const { search, access_permission } = query.filter;
    const { rows, total } = await listForms(
      c.get("deps").db,
      formScopeOf(c),
      {
        search: search?.trim().slice(0, 100) || undefined,
        accessPermission: FORM_ACCESS_PERMISSIONS.find((value) => value === access_permission),
      },
      query.page,
    );
    return sendDocument(c, toResourceDocument(formResource, rows, { ...query, list: listPage(c, query.page, total) }));
  },
);

formRoutes.get(
  "/forms/:id",
  responds({ summary: "Read a form", resource: formResource }),
  formManagers,
  pathId("form"),
  async (c) => {
    const { id } = c.req.valid("param");
    const row = await findForm(c.get("deps").db, formScopeOf(c), id);
    if (!row) throw formNotFound(c, id);
    return sendDocument(c, toResourceDocument(formResource, row));
  },
);

formRoutes.post(
  "/forms",
  responds({ summary: "Create a form", resource: formResource }),
  formManagers,
  jsonApiBody(TYPE, formCreateSchema),
  async (c) => {
    const input = c.req.valid("json");
    const row = await saving(c, () => createForm(c.get("deps").db, formScopeOf(c), input, c.get("user").id));
    return sendDocument(c, toResourceDocument(formResource, row), 201);
  },
);

formRoutes.patch(
  "/forms/:id",
  responds({ summary: "Update a form", description: "Its texts and settings.", resource: formResource }),
  formManagers,
  pathId("form"),
  existingForm,
  jsonApiBody(TYPE, formUpdateSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    const row = await saving(c, () => updateForm(c.get("deps").db, formScopeOf(c), id, c.req.valid("json"), c.get("user").id));
    if (!row) throw formNotFound(c, id);
    return sendDocument(c, toResourceDocument(formResource, row));
  },
);

formRoutes.delete("/forms/:id", responds({ summary: "Delete a form" }), formManagers, pathId("form"), async (c) => {
  const { id } = c.req.valid("param");
  if (!(await saving(c, () => deleteForm(c.get("deps").db, formScopeOf(c), id, c.get("user").id)))) throw formNotFound(c, id);
  return c.body(null, 204);
});
