import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { AUTH_PROTOCOL_PATHS, routingPath } from "./http/api-path";
import { addVary, compression } from "./http/compression";
import { geldersHandenRedirect } from "./http/gelderse-handen";
import { translatorFor } from "./http/i18n";
import { handleApiError, sendDocument, toErrorDocument } from "./http/jsonapi/errors";
import { loadShedding } from "./http/load-shedding";
import { localeMiddleware } from "./http/locale";
import { openApiResponse } from "./http/openapi/openapi-response";
import { responds } from "./http/openapi/responds";
import { plainErrorPage } from "./http/plain-error-page";
import { onOperatorHost } from "./http/request-host";
import { requestLimits } from "./http/request-limits";
import { requestLog } from "./http/request-log";
import { setResponseHeader } from "./http/response-headers";
import { pageWritesFromOwnPages } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import type { AppDependencies, AppEnv } from "./http/types";
import { jobRunRoutes } from "./jobs/job-runs.routes";
import { activityRoutes } from "./modules/activities/activities.routes";
import { activityCalendarRoutes } from "./modules/activity-calendar/activity-calendar.routes";
import { activityOverviewRoutes } from "./modules/activity-calendar/activity-overview.routes";
import { analyticsRoutes } from "./modules/analytics/analytics.routes";
import { apiKeyPrincipal } from "./modules/api-keys/api-key-auth.middleware";
import { apiKeyRoutes } from "./modules/api-keys/api-keys.routes";
import { applicationDecisionRoutes } from "./modules/applications/application-decisions.routes";
import { applicationRoutes } from "./modules/applications/applications.routes";
import { matchFollowupRoutes } from "./modules/applications/match-followups.routes";
import { responseTimeRoutes } from "./modules/applications/response-times.routes";
import { auditRoutes } from "./modules/audit/audit.routes";
import { centerProfileMediaUsages } from "./modules/center-profiles/center-profile-media-usages.service";
import { centerProfileRoutes } from "./modules/center-profiles/center-profiles.routes";
import { conversationRoutes } from "./modules/conversations/conversations.routes";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { dataViewerRoutes } from "./modules/data-viewer/data-viewer.routes";
import { digestRoutes } from "./modules/digest/digest.routes";
import { contactFormRoutes } from "./modules/forms/contact-form.routes";
import { formInvitationRoutes } from "./modules/forms/form-invitations.routes";
import { formQuestionRoutes } from "./modules/forms/form-questions.routes";
import { formSubmissionRoutes } from "./modules/forms/form-submissions.routes";
import { formRoutes } from "./modules/forms/forms.routes";
import { publicFormRoutes } from "./modules/forms/public-forms.routes";
import { accountRoutes } from "./modules/identity/account.routes";
import { provideAccountErasure } from "./modules/identity/account-erasure";
import { authRoutes } from "./modules/identity/auth.routes";
import { authenticate } from "./modules/identity/authenticate.middleware";
import { currentUserRoutes } from "./modules/identity/current-user.routes";
import { emailChangeRoutes } from "./modules/identity/email-change.routes";
import { impersonationRoutes, operatorHandoffRoutes } from "./modules/identity/impersonation.routes";
import { passwordRoutes } from "./modules/identity/password.routes";
import { signupRoutes } from "./modules/identity/signup.routes";
import { twoFactorRoutes } from "./modules/identity/two-factor.routes";
import { twoFactorGate } from "./modules/identity/two-factor-gate.middleware";
import { importRoutes } from "./modules/imports/imports.routes";
import { mediaRoutes } from "./modules/media/media.routes";
import { mediaFileRoutes } from "./modules/media/media-files.routes";
import { provideMediaUsages } from "./modules/media/media-usages.service";
import { uploadFileRoutes } from "./modules/media/upload-files.routes";
import { menuRoutes } from "./modules/menus/menus.routes";
import { errorReportRoutes } from "./modules/monitoring/error-reports.routes";
import { healthRoutes } from "./modules/monitoring/health.routes";
import { notificationTemplateRoutes } from "./modules/notification-templates/notification-templates.routes";
import { notificationRoutes } from "./modules/notifications/notifications.routes";
import { currentOrganizationRoutes } from "./modules/organizations/current-organization.routes";
import { provideOrganizationVacancies } from "./modules/organizations/included-vacancies.service";
import { actorWithMemberships, selectedOrganization } from "./modules/organizations/organization-context.middleware";
import { organizationMediaUsages } from "./modules/organizations/organization-media-usages.service";
import { removeMemberships } from "./modules/organizations/organization-memberships.service";
import { organizationMoveRoutes } from "./modules/organizations/organization-move.routes";
import { provideOrganizationMoveFollower } from "./modules/organizations/organization-move.service";
import { organizationSignupRoutes } from "./modules/organizations/organization-signup.routes";
import { organizationRoutes } from "./modules/organizations/organizations.routes";
import { mailDeliveryRoutes } from "./modules/outbox/mail-deliveries.routes";
import { pageMediaUsages } from "./modules/pages/page-media-usages.service";
import { pageRoutes } from "./modules/pages/pages.routes";
import { partnerMediaUsages } from "./modules/partners/partner-media-usages.service";
import { partnerRoutes } from "./modules/partners/partners.routes";
import { operatorAuthProtocol } from "./modules/platform/platform.middleware";
import { platformRoutes } from "./modules/platform/platform.routes";
import { provideTenantStarter } from "./modules/platform/platform.service";
import { copyTemplateSite } from "./modules/platform/tenant-template.service";
import { dataExportRoutes } from "./modules/privacy/data-export.routes";
import { retentionPeriodRoutes } from "./modules/privacy/retention-periods.routes";
import { savedVacancyRoutes } from "./modules/saved-vacancies/saved-vacancies.routes";
import { vacancyAlertRoutes } from "./modules/saved-vacancies/vacancy-alerts.routes";
import { socialMapRoutes } from "./modules/social-map/social-map.routes";
import { stockImageMediaUsages } from "./modules/stock-images/stock-image-media-usages.service";
import { stockImageRoutes } from "./modules/stock-images/stock-images.routes";
import { siteContext } from "./modules/tenancy/site-context.middleware";
import { tenancyRoutes } from "./modules/tenancy/tenancy.routes";
import { twoFactorResetRoutes } from "./modules/users/two-factor-reset.routes";
import { userRoutes } from "./modules/users/users.routes";
import { moveOrganizationVacancies, visibleVacanciesOf } from "./modules/vacancies/organization-vacancies.service";
import { vacancyRoutes } from "./modules/vacancies/vacancies.routes";
import { vacancyMediaUsages } from "./modules/vacancies/vacancy-media-usages.service";
import { embedFraming } from "./modules/vacancy-bank/embed-framing.middleware";
import { vacancyEmbedRoutes } from "./modules/vacancy-bank/vacancy-embed.routes";
import { vacancyFeedRoutes } from "./modules/vacancy-bank/vacancy-feeds.routes";
import { vacancySearchRoutes } from "./modules/vacancy-bank/vacancy-search.routes";
import { profileReplyRoutes } from "./modules/volunteer-profiles/profile-replies.routes";
import { volunteerProfileMediaUsages } from "./modules/volunteer-profiles/volunteer-profile-media-usages.service";
import { volunteerProfileRoutes } from "./modules/volunteer-profiles/volunteer-profiles.routes";
import { webhookRoutes } from "./modules/webhooks/webhooks.routes";
import { workshopRoutes } from "./modules/workshops/workshops.routes";
import { ANONYMOUS } from "./policy/actor";
import { seedStarterSite } from "./seed/starter-site";
import { pageCaching } from "./web/http-caching";
import { newsFeedRoutes } from "./web/news-feed";
import { sitemapRoutes } from "./web/sitemap";
import { createSsrHandler, type SsrOptions } from "./web/ssr";

export interface AppOptions {
  ssr?: SsrOptions;
  /** Folder of the built browser assets (build/client); absent in dev, where Vite serves them. */
  assetsRoot?: string;
}

// Each app's early answer of kept pages given to node's request, before Hono (appListener).
const answersBeforeHono = new WeakMap<Hono<AppEnv>, (incoming: IncomingMessage, outgoing: ServerResponse) => boolean>();

/** The one Hono app: /api/v1, /auth, static assets and the server-rendered pages. */
export function createApp(deps: AppDependencies, options: AppOptions = {}) {
  const app = new Hono<AppEnv>({ getPath: routingPath });

  if (options.assetsRoot) {
    // Fingerprinted build output never changes under its name.
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.ok) setResponseHeader(c, "Cache-Control", "public, max-age=31536000, immutable");
    });
    // The .br and .gz copies written at build time (scripts/compress-assets.mjs), by the client's Accept-Encoding.
    const assets = { root: options.assetsRoot, precompressed: true };
    app.use("/assets/*", varyByEncoding, serveStatic(assets));
    app.use("/demo/*", varyByEncoding, serveStatic(assets));
    app.get("/favicon.svg", varyByEncoding, serveStatic({ ...assets, path: "favicon.svg" }));
  }

  // Browsers ask for /favicon.ico on their own; the default icon is an SVG.
  app.get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301));

  app.use(async (c, next) => {
    c.set("deps", deps);
    // Until the identity and organizations middleware know better (the API and the auth protocol's paths).
    c.set("actor", async () => ANONYMOUS);
    c.set("actorUser", null);
    await next();
  });
  // Probes come before the access log, load shedding and site context.
  app.route("/", healthRoutes);
  const pages = options.ssr && createSsrHandler(options.ssr, () => app);
  // A kept page asked for again exactly as before goes out before any other work (page-cache.ts, issue 42 item 6);
  // with appListener even before Hono reads the request.
  if (pages) {
    app.use(pages.answerEarly);
    answersBeforeHono.set(app, (incoming, outgoing) => pages.answerEarly.beforeHono(incoming, outgoing, deps));
  }
  // Page caching sees the response after every middleware that may set a cookie (locale, site context).
  app.use(compression, requestLog, pageCaching, securityHeaders, localeMiddleware, loadShedding(deps.loadLimits), requestLimits);

  app.onError((error, c) => {
    if (!c.get("t")) c.set("t", translatorFor("nl"));
    if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/auth/") || !options.ssr) return handleApiError(error, c);
    // A page whose site could not be resolved: a plain, translated error page with the right status.
    const { status } = toErrorDocument(error, c.get("t"), c.get("requestId") ?? "-");
    // A suspended tenant's visitors are told it is temporarily unavailable (issue 39, item 3).
    if (status === 503) return plainErrorPage(c, 503, c.get("t")("errors:page.unavailable.description"));
    if (status >= 500) c.get("log")?.error({ err: error }, "page error");
    return plainErrorPage(c, status as 500, c.get("t")("errors:page.genericDescription"));
  });

  // The operator's host answers the protocol's paths for the platform's operators (decision 26), other hosts go on.
  for (const path of AUTH_PROTOCOL_PATHS) app.use(path, operatorAuthProtocol);
  // Only the protocol's own paths: every other /auth/... is a page (bare, then redirected to /nl/auth/...).
  for (const path of AUTH_PROTOCOL_PATHS) app.use(path, siteContext, authenticate, actorWithMemberships);
  app.route("/auth", authRoutes);
  app.route("/auth", passwordRoutes);
  // A platform operator's one-time handoff into an impersonation session on the tenant's host (issue 39).
  app.use("/auth/operator-handoff", siteContext);
  app.route("/auth", operatorHandoffRoutes);

  // Lower modules hear of higher ones through hooks, wired here (decision 8): identity cannot name the organizations'
  // memberships an erased account leaves, organizations cannot name the vacancies they include or take along.
  provideAccountErasure(removeMemberships);
  provideOrganizationVacancies(visibleVacanciesOf);
  provideOrganizationMoveFollower(moveOrganizationVacancies);
  // Media cannot name the modules that show its files (vacancies, logos, pages, profile photos, stock images).
  provideMediaUsages(vacancyMediaUsages);
  provideMediaUsages(centerProfileMediaUsages);
  provideMediaUsages(partnerMediaUsages);
  provideMediaUsages(pageMediaUsages);
  provideMediaUsages(organizationMediaUsages);
  provideMediaUsages(volunteerProfileMediaUsages);
  provideMediaUsages(stockImageMediaUsages);
  // A tenant the operator creates starts with the demo seed's pages, menus, mail templates and stock images.
  provideTenantStarter((db, tenant, template) =>
    template ? copyTemplateSite(db, deps.storage, template, tenant) : seedStarterSite(db, deps.storage, tenant),
  );
  // The platform operator's API, before the tenants' (which would resolve a tenant first): no site context.
  app.route("/api/v1/platform", platformRoutes);
  const api = new Hono<AppEnv>();
  // A partner's key (Authorization: Bearer vk_...) replaces the session, within its scopes only.
  api.use(siteContext, authenticate, actorWithMemberships, selectedOrganization, apiKeyPrincipal, twoFactorGate);
  // The API's own description, made from this app's route table (server/http/openapi/README.md).
  api.get(
    "/openapi.json",
    responds({
      summary: "Read this API's description",
      description: "This document: OpenAPI 3.1, public, with an ETag (a 304 when the client has it).",
      media: "application/json",
    }),
    openApiResponse(() => app.routes),
  );
  api.route("/", tenancyRoutes);
  api.route("/", centerProfileRoutes);
  api.route("/", apiKeyRoutes);
  api.route("/", webhookRoutes);
  api.route("/", currentUserRoutes);
  api.route("/", twoFactorRoutes);
  api.route("/", emailChangeRoutes);
  api.route("/", signupRoutes);
  api.route("/", userRoutes);
  api.route("/", twoFactorResetRoutes);
  api.route("/", impersonationRoutes);
  api.route("/", accountRoutes);
  api.route("/", auditRoutes);
  api.route("/", activityRoutes);
  api.route("/", mailDeliveryRoutes);
  api.route("/", organizationRoutes);
  api.route("/", organizationMoveRoutes);
  api.route("/", organizationSignupRoutes);
  api.route("/", importRoutes);
  api.route("/", currentOrganizationRoutes);
  // Before any /vacancies/:id route, which would otherwise take "search" for an id.
  api.route("/", vacancySearchRoutes);
  api.route("/", activityCalendarRoutes);
  api.route("/", activityOverviewRoutes);
  api.route("/", vacancyRoutes);
  api.route("/", applicationRoutes);
  api.route("/", applicationDecisionRoutes);
  api.route("/", matchFollowupRoutes);
  api.route("/", responseTimeRoutes);
  api.route("/", dashboardRoutes);
  api.route("/", analyticsRoutes);
  api.route("/", mediaRoutes);
  api.route("/", stockImageRoutes);
  api.route("/", mediaFileRoutes);
  api.route("/", workshopRoutes);
  api.route("/", partnerRoutes);
  api.route("/", socialMapRoutes);
  api.route("/", dataViewerRoutes);
  api.route("/", pageRoutes);
  api.route("/", retentionPeriodRoutes);
  api.route("/", dataExportRoutes);
  api.route("/", menuRoutes);
  api.route("/", formRoutes);
  api.route("/", conversationRoutes);
  api.route("/", volunteerProfileRoutes);
  api.route("/", profileReplyRoutes);
  api.route("/", formQuestionRoutes);
  api.route("/", formSubmissionRoutes);
  api.route("/", formInvitationRoutes);
  api.route("/", publicFormRoutes);
  api.route("/", contactFormRoutes);
  api.route("/", notificationRoutes);
  api.route("/", notificationTemplateRoutes);
  api.route("/", digestRoutes);
  api.route("/", savedVacancyRoutes);
  api.route("/", vacancyAlertRoutes);
  api.route("/", errorReportRoutes);
  // The browser tests' way to run a recurring job now (TEST_JOB_RUNS); absent everywhere else.
  if (deps.testJobRuns) api.route("/", jobRunRoutes);
  api.all("*", routeNotFound);
  app.route("/api/v1", api);
  app.all("/api/*", routeNotFound);

  // Uploaded images, of the site's own tenant only.
  app.use("/uploads/*", siteContext);
  app.route("/", uploadFileRoutes);

  // Search engines' files, per centre host.
  app.use("/sitemap.xml", siteContext);
  app.use("/robots.txt", siteContext);
  app.use("/feed.xml", siteContext);
  app.use("/feeds/*", siteContext);
  app.route("/", sitemapRoutes);
  app.route("/", newsFeedRoutes);
  app.route("/", vacancyFeedRoutes);
  // The embeddable vacancy bank's loader, the same on every host (issue 43, item 3).
  app.route("/", vacancyEmbedRoutes);

  if (pages) {
    // The operator's host has no tenant: its pages are the platform console's (app/routes/platform*), without a site.
    app.use("*", pageWritesFromOwnPages, geldersHandenRedirect, (c, next) => (onOperatorHost(c) ? next() : siteContext(c, next)));
    // The embedded vacancy bank may be framed by the hosts its centre lists.
    app.use("/:lang{nl|en}/embed/vacancies", embedFraming);
    app.use("/:lang{nl|en}/embed/vacancies/:mode{light|dark}", embedFraming);
    app.all("*", (c) => pages.handlePage(c));
  }
  return app;
}

/**
 * node's request listener of an app: a request asked exactly as one answered with a kept page gets that answer here,
 * before Hono builds its request and context (page-cache.ts); every other goes to the app.
 */
export function appListener(app: Hono<AppEnv>): RequestListener {
  const hono = getRequestListener(app.fetch);
  const early = answersBeforeHono.get(app);
  if (!early) return hono;
  return (incoming, outgoing) => {
    if (!early(incoming, outgoing)) void hono(incoming, outgoing);
  };
}

/** Every copy of a compressible file differs by encoding, also the uncompressed one a shared cache may keep. */
const varyByEncoding: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.ok) addVary(c.res.headers, "Accept-Encoding");
};

function routeNotFound(c: Context<AppEnv>) {
  const detail = c.get("t")("api-errors:detail.routeNotFound", { method: c.req.method, path: c.req.path });
  return sendDocument(
    c,
    { errors: [{ status: "404", code: "not_found", title: c.get("t")("api-errors:api.not_found"), detail }] },
    404,
  );
}

export type App = ReturnType<typeof createApp>;
