import type { Context } from "hono";
import { Hono } from "hono";
import { validator } from "hono/validator";
import {
  NOTIFICATION_TEMPLATE_KEYS,
  type NotificationTemplateKey,
  notificationTemplateDraftSchema,
  notificationTemplateResetSchema,
  notificationTemplateUpdateSchema,
  SECURITY_TEMPLATES,
} from "../../../contract/notification-templates";
import { mailPreviewMeta } from "../../../contract/notifications-resource";
import { wireMessage } from "../../../contract/wire";
import { type ContentLocale, isContentLocale } from "../../../locales/languages";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { responds } from "../../http/openapi/responds";
import { tooManyRequests } from "../../http/rate-limit";
import type { AppEnv } from "../../http/types";
import { countHit, retryAfterMs } from "../../limits/limit-counters";
import { enqueueMail } from "../../mail/mail-jobs";
import { TemplateSyntaxError } from "../../mail/templates/template-engine";
import { linkCheckOf } from "../../mail/templates/template-links";
import { composeMail, sampleValuesOf, type TemplatedMail } from "../../mail/templates/templated-mail.service";
import { authorized } from "../../policy/authorize";
import { canManageTemplates } from "./notification-templates.policy";
import { notificationTemplateResource } from "./notification-templates.resource";
import { checkText, findTemplate, listTemplates, saveTemplate } from "./notification-templates.service";

/** The centre's e-mail templates (issue 17, item 3): read, change, try out, send a test, go back to the product's text. */
export const notificationTemplateRoutes = new Hono<AppEnv>();

const managers = authorized((actor, c) => canManageTemplates(actor, c.get("site").center.id));
// A test mail goes to the editor's own address only; this keeps a slip of the finger from flooding it.
const TEST_MAILS = { name: "template-test-mail", limit: 10, windowMs: 10 * 60_000 };

const templateKey = validator("param", (params: Record<string, string>, c: Context<AppEnv>) => {
  const key = params.id as NotificationTemplateKey;
  if (!NOTIFICATION_TEMPLATE_KEYS.includes(key)) {
    const id = (params.id ?? "").slice(0, 40);
    throw new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type: "notification_template", id }));
  }
  return { key };
});

const scopeOf = (c: Context<AppEnv>) => ({ tenant: c.get("site").tenant.id, centerId: c.get("site").center.id });
const templateResourceOf = (c: Context<AppEnv>) => notificationTemplateResource(c.get("t"), c.get("locale"));
const send = (c: Context<AppEnv>, state: Awaited<ReturnType<typeof findTemplate>>) =>
  sendDocument(c, toResourceDocument(templateResourceOf(c), state));

const linksOf = (c: Context<AppEnv>) => ({ allowed: linkCheckOf(c.get("site").tenant.id, c.get("deps").hosts) });

/** A text that is not a usable template: a 422 on the field it is in, in the caller's language. */
function checked(
  c: Context<AppEnv>,
  key: NotificationTemplateKey,
  text: { locale?: ContentLocale; subject?: string; body?: string },
) {
  const sample = { locale: text.locale ?? c.get("locale"), center: c.get("site").center.name, ...linksOf(c) };
  for (const field of ["subject", "body"] as const) {
    try {
      if (text[field] !== undefined) checkText(key, { [field]: text[field] }, sample);
    } catch (error) {
      if (!(error instanceof TemplateSyntaxError)) throw error;
      const detail = c.get("t")(`api-errors:detail.template.${error.kind}`, { detail: error.detail });
      throw new AppError(422, "validation_failed", detail, [{ detail, source: { pointer: `/data/attributes/${field}` } }]);
    }
  }
}

notificationTemplateRoutes.get(
  "/notification_templates",
  responds({
    summary: "List the mail templates",
    description: "The centre's e-mail templates, both languages, for those who manage them.",
    resource: templateResourceOf,
    list: true,
  }),
  managers,
  async (c) => {
    const rows = await listTemplates(c.get("deps").db, scopeOf(c));
    return sendDocument(c, toResourceDocument(templateResourceOf(c), rows));
  },
);

notificationTemplateRoutes.get(
  "/notification_templates/:id",
  responds({ summary: "Read a mail template", resource: templateResourceOf }),
  managers,
  templateKey,
  async (c) => send(c, await findTemplate(c.get("deps").db, scopeOf(c), c.req.valid("param").key)),
);

notificationTemplateRoutes.patch(
  "/notification_templates/:id",
  responds({
    summary: "Change a mail template",
    description: "A language's subject and text, or whether it is sent (a security mail always is).",
    resource: templateResourceOf,
  }),
  managers,
  templateKey,
  jsonApiBody("notification_templates", notificationTemplateUpdateSchema),
  async (c) => {
    const { key } = c.req.valid("param");
    const input = c.req.valid("json");
    if (input.active === false && SECURITY_TEMPLATES.includes(key)) {
      const detail = c.get("t")("api-errors:detail.template.security");
      throw new AppError(422, "validation_failed", detail, [{ detail, source: { pointer: "/data/attributes/active" } }]);
    }
    checked(c, key, input);
    return send(c, await saveTemplate(c.get("deps").db, scopeOf(c), key, input, c.get("user").id));
  },
);

notificationTemplateRoutes.post(
  "/notification_templates/:id/reset",
  responds({
    summary: "Reset a mail template",
    description: "A language back to the product's text.",
    resource: templateResourceOf,
    status: 200,
  }),
  managers,
  templateKey,
  jsonApiBody("notification_templates", notificationTemplateResetSchema),
  async (c) => {
    const { locale } = c.req.valid("json");
    return send(
      c,
      await saveTemplate(c.get("deps").db, scopeOf(c), c.req.valid("param").key, { reset: locale }, c.get("user").id),
    );
  },
);

/** The mail a draft makes with the sample values, as its recipient would get it. */
function draftMail(
  c: Context<AppEnv>,
  key: NotificationTemplateKey,
  draft: { locale: "nl" | "en"; subject: string; body: string },
) {
  checked(c, key, draft);
  const mail = { template: key, locale: draft.locale, values: sampleValuesOf(key, draft.locale) } as TemplatedMail;
  return composeMail(draft, mail, c.get("site").center.name, linksOf(c));
}

// The stored text of a language as its mail: what the editor shows before anything is changed.
notificationTemplateRoutes.get(
  "/notification_templates/:id/preview",
  responds({
    summary: "Preview a mail template",
    description:
      "The stored text of a language (`filter[locale]`) as its mail, with sample values; a stored text that no longer " +
      "makes a mail (a link to another site, a variable gone) is a 422 on its field.",
    meta: mailPreviewMeta,
    query: { "filter[locale]": "The language of the stored text to preview: `nl` or `en`." },
    errors: [422],
  }),
  managers,
  templateKey,
  async (c) => {
    const { key } = c.req.valid("param");
    const asked = c.req.query("filter[locale]");
    const locale: ContentLocale = isContentLocale(asked) ? asked : c.get("locale");
    const stored = await findTemplate(c.get("deps").db, scopeOf(c), key);
    return sendDocument(c, { meta: draftMail(c, key, { locale, ...stored.texts[locale] }) });
  },
);

notificationTemplateRoutes.post(
  "/notification_templates/:id/preview",
  responds({
    summary: "Preview a draft of a mail template",
    description: "A draft as its mail, with sample values.",
    meta: mailPreviewMeta,
    status: 200,
  }),
  managers,
  templateKey,
  jsonApiBody("notification_templates", notificationTemplateDraftSchema),
  async (c) => {
    const preview = draftMail(c, c.req.valid("param").key, c.req.valid("json"));
    return sendDocument(c, { meta: preview });
  },
);

notificationTemplateRoutes.post(
  "/notification_templates/:id/test",
  responds({
    summary: "Send a mail template's test",
    description: "A draft as a mail to the editor's own address (at most 10 in 10 minutes).",
    meta: wireMessage,
    status: 202,
    errors: [429],
  }),
  managers,
  templateKey,
  jsonApiBody("notification_templates", notificationTemplateDraftSchema),
  async (c) => {
    const { deps, site, user, t } = c.var;
    const mail = draftMail(c, c.req.valid("param").key, c.req.valid("json"));
    const wait = retryAfterMs(TEST_MAILS, await countHit(deps.db, TEST_MAILS, `${site.tenant.id}:${user.id}`));
    if (wait > 0) throw tooManyRequests(c, wait);
    const subject = t("mail:testSubject", { subject: mail.subject });
    await enqueueMail(deps.jobs, { tenant: site.tenant.id, to: user.email, fromName: site.center.name, ...mail, subject });
    return sendDocument(c, { meta: { message: t("notification-templates:flash.testSent", { email: user.email }) } }, 202);
  },
);
