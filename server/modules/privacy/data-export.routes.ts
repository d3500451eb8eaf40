import { Hono } from "hono";
import { AppError } from "../../http/app-error";
import { attachmentDisposition } from "../../http/content-disposition";
import { translatorFor } from "../../http/i18n";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { recordAudit } from "../audit/audit.service";
import { isImpersonated, signedInSession } from "../identity/authenticate.middleware";
import { personalData } from "./data-export.service";
import { personalDataPage } from "./data-export-page";

export const dataExportRoutes = new Hono<AppEnv>();

/** The page asked for: `format=html`, or a browser's `Accept: text/html`; otherwise the JSON. */
const wantsHtml = (format: string | undefined, accept: string) =>
  format === "html" || (format === undefined && accept.split(",").some((type) => type.trim().startsWith("text/html")));

/** GET /api/v1/current_user/data_export: the signed-in person's own data (AVG inzage, issue 40), as a download. */
dataExportRoutes.get(
  "/current_user/data_export",
  responds({
    summary: "Download the signed-in user's own data",
    description:
      "Everything the platform holds about him in this tenant (AVG/GDPR article 15), as a JSON file; `format=html` " +
      "(or `Accept: text/html`) gives the same as a page to read, in his language. Never a password hash, secret, " +
      "token or code. Refused (403) while someone else is signed in as him; each download is in the audit log.",
    media: "application/json",
    html: true,
    query: { format: "`html` for the page to read; `json` (the default) for the file." },
    errors: [400, 403],
  }),
  signedInSession(),
  async (c) => {
    const { session } = c.var;
    const t = c.get("t");
    // An admin or operator looking as him must not take his data away.
    if (isImpersonated(session)) throw new AppError(403, "forbidden", t("api-errors:detail.dataExportImpersonated"));
    const { db } = c.get("deps");
    const tenant = c.get("site").tenant.id;
    const format = c.req.query("format");
    if (format !== undefined && format !== "html" && format !== "json") {
      const detail = t("api-errors:detail.dataExportFormat", { value: format });
      throw new AppError(400, "invalid_query", detail, [{ source: { parameter: "format" }, detail }]);
    }
    const html = wantsHtml(format, c.req.header("accept") ?? "");
    const data = await personalData(db, tenant, session.user.id);
    if (!data) throw new AppError(404, "not_found", t("api-errors:generic.notFound"));
    await recordAudit(db, tenant, {
      actorUserId: session.user.id,
      action: "user.data_export",
      subjectType: "user",
      subjectId: session.user.id,
      details: { format: html ? "html" : "json" },
    });
    // The file speaks his language, whatever the browser asked: it is his to keep.
    const locale = session.user.locale;
    const own = translatorFor(locale);
    const name = `${own("data-export:fileName")}-${data.exportedAt.slice(0, 10)}`;
    const headers = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };
    if (html) {
      return c.body(personalDataPage(own, locale, data), 200, {
        ...headers,
        "Content-Type": "text/html; charset=utf-8",
        "Content-Disposition": attachmentDisposition(`${name}.html`),
      });
    }
    return c.body(JSON.stringify(data, null, 2), 200, {
      ...headers,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": attachmentDisposition(`${name}.json`),
    });
  },
);
