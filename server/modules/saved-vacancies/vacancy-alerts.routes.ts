import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { vacancyAlertCreateSchema, vacancyAlertUpdateSchema } from "../../../contract/saved-vacancies";
import type { VacancySearchFilter } from "../../../contract/vacancy-search";
import { wireMessage } from "../../../contract/wire";
import { featureFlagsFor } from "../../config/feature-flags";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { pathId } from "../../http/jsonapi/path-id";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { addressLimit } from "../../limits/address-limit";
import { signedIn } from "../../policy/authorize";
import { hashSecretToken } from "../../security/secret-token";
import { canVacancyAlert, type VacancyAlertAction } from "./vacancy-alerts.policy";
import { vacancyAlertResource } from "./vacancy-alerts.resource";
import {
  changeAlertFrequency,
  confirmAlert,
  createAlert,
  deleteAlert,
  findAlert,
  listUserAlerts,
  unsubscribeAlert,
  type VacancyAlertRow,
} from "./vacancy-alerts.service";

declare module "hono" {
  interface ContextVariableMap {
    /** The alert the path names, set by vacancyAlertAccess(): only routes that declare it read it. */
    vacancyAlert: VacancyAlertRow;
  }
}

/** Search alerts (issue 19, item 4): anyone turns a bank search into mail; the tokens in the mails are the proof. */
export const vacancyAlertRoutes = new Hono<AppEnv>();

const MAX_TOKEN = 200;
// Each guest alert mails an address someone typed: a few per client address, so nobody is flooded by strangers.
const alertRequests = addressLimit({ name: "vacancy-alerts", limit: 10, windowMs: 60 * 60 * 1000 });

/** The centres the bank searched when the alert was made: as its page did. */
function centerIdsOf(c: Context<AppEnv>, filter: VacancySearchFilter): number[] | null {
  const { site } = c.var;
  if (filter.center_id !== undefined) return [filter.center_id];
  return featureFlagsFor(site.tenant, site.appContext).centerSharing ? null : [site.center.id];
}

vacancyAlertRoutes.post(
  "/vacancy_alerts",
  responds({
    summary: "Make a vacancy alert",
    description: "Mails a search's new vacancies daily or weekly; a visitor confirms it through the link mailed to him first.",
    resource: vacancyAlertResource,
    meta: wireMessage,
    errors: [429],
  }),
  async (c, next) => {
    await alertRequests.refuseOver(c);
    await next();
  },
  jsonApiBody("vacancy_alerts", vacancyAlertCreateSchema),
  async (c) => {
    const { deps, site, t, locale } = c.var;
    const input = c.req.valid("json");
    if (input.search.center_id !== undefined && !site.centers.some((center) => center.id === input.search.center_id)) {
      const detail = t("api-errors:detail.alertSearch");
      throw new AppError(422, "validation_failed", detail, [{ detail, source: { pointer: "/data/attributes/search" } }]);
    }
    await alertRequests.count(c);
    const actor = await c.get("actor")();
    const row = await createAlert(deps.db, deps.jobs, {
      tenant: site.tenant.id,
      center: { id: site.center.id, name: site.center.name },
      origin: site.origin,
      locale,
      user: actor.user ? { id: actor.user.id, email: actor.user.email } : null,
      email: input.email,
      frequency: input.frequency,
      filter: input.search,
      centerIds: centerIdsOf(c, input.search),
    });
    const active = row.confirmedAt !== null;
    const message = t(active ? "saved-vacancies:alert.active" : "saved-vacancies:alert.confirmSent", { email: row.email });
    return sendDocument(c, toResourceDocument(vacancyAlertResource, row, { meta: { message } }), 201);
  },
);

/**
 * After signedIn and pathId: the caller's own alert as `c.get("vacancyAlert")`. Unknown, ended, another tenant's or
 * another user's is the same 404, before any body is read.
 */
const vacancyAlertAccess = (action: VacancyAlertAction) =>
  createMiddleware<AppEnv, string, { out: { param: { id: number } } }>(async (c, next) => {
    const { deps, site, t } = c.var;
    const { id } = c.req.valid("param");
    const alert = await findAlert(deps.db, site.tenant.id, id);
    if (!alert || !canVacancyAlert(await c.get("actor")(), action, alert)) {
      throw new AppError(404, "not_found", t("api-errors:detail.resourceNotFound", { type: "vacancy_alert", id }));
    }
    c.set("vacancyAlert", alert);
    await next();
  });

/** GET /api/v1/vacancy_alerts: the signed-in user's own alerts, newest first. */
vacancyAlertRoutes.get(
  "/vacancy_alerts",
  responds({
    summary: "List my vacancy alerts",
    description: "The signed-in user's own alerts, newest first.",
    resource: vacancyAlertResource,
    list: true,
  }),
  signedIn,
  async (c) => {
    const rows = await listUserAlerts(c.get("deps").db, c.get("site").tenant.id, c.get("user").id);
    return sendDocument(c, toResourceDocument(vacancyAlertResource, rows, { meta: { total: rows.length } }));
  },
);

/** PATCH /api/v1/vacancy_alerts/{id} { frequency }: daily or weekly from now on. */
vacancyAlertRoutes.patch(
  "/vacancy_alerts/:id",
  responds({ summary: "Change a vacancy alert", description: "Daily or weekly from now on.", resource: vacancyAlertResource }),
  signedIn,
  pathId("vacancy_alert"),
  vacancyAlertAccess("update"),
  jsonApiBody("vacancy_alerts", vacancyAlertUpdateSchema),
  async (c) => {
    const { frequency } = c.req.valid("json");
    const row = await changeAlertFrequency(c.get("deps").db, c.get("site").tenant.id, c.get("vacancyAlert").id, frequency);
    return sendDocument(c, toResourceDocument(vacancyAlertResource, row ?? c.get("vacancyAlert")));
  },
);

/** DELETE /api/v1/vacancy_alerts/{id}: no more mail for this search. */
vacancyAlertRoutes.delete(
  "/vacancy_alerts/:id",
  responds({ summary: "End a vacancy alert", description: "No more mail for this search." }),
  signedIn,
  pathId("vacancy_alert"),
  vacancyAlertAccess("delete"),
  async (c) => {
    await deleteAlert(c.get("deps").db, c.get("site").tenant.id, c.get("vacancyAlert").id);
    return c.body(null, 204);
  },
);

/** The token from the address (RFC 8058 one-click, whose body is only "List-Unsubscribe=One-Click") or a JSON body. */
async function tokenOf(c: Context<AppEnv>): Promise<string> {
  const fromQuery = c.req.query("token");
  if (fromQuery) return fromQuery.slice(0, MAX_TOKEN);
  if (!(c.req.header("content-type") ?? "").includes("json")) return "";
  const body = (await c.req.json().catch(() => null)) as { token?: unknown } | null;
  return typeof body?.token === "string" ? body.token.slice(0, MAX_TOKEN) : "";
}

const unknownToken = (c: Context<AppEnv>) =>
  new AppError(422, "invalid_token", c.get("t")("api-errors:detail.alertTokenUnknown"), [{ source: { pointer: "/token" } }]);

vacancyAlertRoutes.post(
  "/vacancy_alert_confirmations",
  responds({
    summary: "Confirm a vacancy alert",
    description: "The token from the confirmation mail (in the query or a JSON body); no session needed.",
    meta: wireMessage,
    // An unknown or used token.
    query: { token: "The token from the mail (or send it as `{ token }`)." },
    errors: [422],
  }),
  async (c) => {
    const { deps, site, t } = c.var;
    const token = await tokenOf(c);
    if (!token || !(await confirmAlert(deps.db, site.tenant.id, hashSecretToken(token)))) throw unknownToken(c);
    return sendDocument(c, { meta: { message: t("saved-vacancies:alert.confirmed") } });
  },
);

vacancyAlertRoutes.post(
  "/vacancy_alert_unsubscriptions",
  responds({
    summary: "Unsubscribe from a vacancy alert",
    description: "The mail's one-click link (RFC 8058), or the token in a JSON body; no session needed.",
    meta: wireMessage,
    // An unknown or used token.
    query: { token: "The token from the mail (or send it as `{ token }`)." },
    errors: [422],
  }),
  async (c) => {
    const { deps, site, t } = c.var;
    const token = await tokenOf(c);
    if (!token || !(await unsubscribeAlert(deps.db, site.tenant.id, hashSecretToken(token)))) throw unknownToken(c);
    return sendDocument(c, { meta: { message: t("saved-vacancies:alert.unsubscribed") } });
  },
);
