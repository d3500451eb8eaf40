import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type ShouldRevalidateFunction, useRouteLoaderData } from "react-router";
import type { MenuItem } from "../contract/menu-items";
import type { SiteSettings, VolunteerCenter } from "../contract/volunteer-centers";
import { isLocale, type Locale, languageOf, textsOf } from "../locales/languages";
import type { Route } from "./+types/root";
import "./app.css";
import { Toaster } from "./components/ui/toaster";
import { consoleRoot } from "./features/platform/console.server";
import { AnalyticsConsent } from "./features/shell/analytics-consent";
import { BuildWatcher } from "./features/shell/build-watcher";
import { ErrorView } from "./features/shell/error-view";
import { ImpersonationBanner } from "./features/shell/impersonation-banner";
import { LoadingBar } from "./features/shell/loading-bar";
import { PageTitle } from "./features/shell/page-title";
import { RouteAnnouncer } from "./features/shell/route-announcer";
import { visitorScript } from "./features/shell/visitor-script";
import { setUpTwoFactorFirst } from "./features/two-factor/setup-first.server";
import { apiFor } from "./lib/api.server";
import { COLOR_MODE_SCRIPT, ColorModeProvider } from "./lib/color-mode";
import { readConsent } from "./lib/cookies";
import { markHydrated, WithoutScriptsContext } from "./lib/hydration";
import { loadCatalogue, TextsProvider } from "./lib/i18n";
import { organizationContext, organizationMiddleware } from "./lib/organization.server";
import { preferredLocale } from "./lib/request-locale";
import { useForcedColorMode, useFramedElsewhere, useServedWithoutScripts } from "./lib/route-handle";
import { serverContext } from "./lib/server-context";
import { hasSession, loadCurrentUser } from "./lib/session.server";
import { type ConsoleRootData, type RootData, SiteProvider } from "./lib/site";
import { themeCss } from "./lib/theme";
import { ZOD_JITLESS_SCRIPT } from "./lib/zod-jitless";

export const middleware: Route.MiddlewareFunction[] = [organizationMiddleware];

// Before the first paint and before any module: the colour mode, and zod's settings.
const HEAD_SCRIPT = COLOR_MODE_SCRIPT + ZOD_JITLESS_SCRIPT;

export async function loader({ request, params, context }: Route.LoaderArgs): Promise<RootData | ConsoleRootData> {
  const locale: Locale = isLocale(params.lang) ? params.lang : preferredLocale(request);
  // The operator's host has no tenant: only the console, without a centre's site (features/platform/console.server.ts).
  if (context.get(serverContext).console) return consoleRoot(request, context, locale);
  const api = apiFor(context, locale);
  const server = context.get(serverContext);
  // The same for every visitor of the centre until a centre, page or menu changes: kept for visitors (no session).
  const loadShell = () =>
    Promise.all([
      api.get<VolunteerCenter>("/api/v1/volunteer_centers/current", { include: ["profile"] }),
      // What a visitor sees, for staff too: the header shows the public site.
      api.get<MenuItem[]>("/api/v1/menu_items", { filter: { visible: "true" } }),
    ]).then(([{ data: center, meta }, { data: menuItems }]) => ({ center, site: meta as unknown as SiteSettings, menuItems }));
  const [{ center, site, menuItems }, user, unreadNotifications] = await Promise.all([
    server.keepForVisitors("shell", locale, loadShell),
    loadCurrentUser(request, context, locale),
    // The bell's count; a page never fails for it.
    hasSession(request)
      ? api.get("/api/v1/notifications", { page: { size: 1 } }).then(
          ({ meta: list }) => Number(list.unreadCount ?? 0),
          () => null,
        )
      : null,
  ]);
  setUpTwoFactorFirst(request, locale, user);
  return {
    locale,
    center,
    site,
    menuItems,
    user,
    unreadNotifications: user ? unreadNotifications : null,
    organizations: user ? context.get(organizationContext) : null,
    consent: readConsent(request),
    nonce: server.nonce,
    isDev: server.isDev,
    mapTileUrl: server.mapTileUrl,
    catalogueChunk: server.catalogueChunks[textsOf(locale)] ?? null,
  };
}

// A language switch renders only once the browser has the new language's texts (before any loader, no extra request).
const loadLanguage: Route.ClientMiddlewareFunction = async ({ params }) => {
  if (isLocale(params.lang)) await loadCatalogue(params.lang);
};
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [loadLanguage];

// The centre rarely changes: reload it after a form submission or a language switch, not on every link.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentParams, nextParams, defaultShouldRevalidate }) =>
  Boolean(formMethod && formMethod !== "GET" && defaultShouldRevalidate) || currentParams.lang !== nextParams.lang;

export function Layout({ children }: { children: ReactNode }) {
  // The console's pages (ConsoleRootData) have the frame without a centre: no theme, menus or centre's scripts.
  const data = useRouteLoaderData<RootData | ConsoleRootData>("root");
  const locale = data?.locale ?? "nl";
  const forced = useForcedColorMode();
  const profile = data?.center?.profile;
  const favicon = profile?.faviconUrl ?? profile?.websiteLogoUrl ?? "/favicon.svg";
  const css = themeCss(profile);
  const shape = profile?.themeConfig?.defaultShape ?? "rounded";
  // A centre's Google tag asks for consent through the app (analytics-consent.tsx): its pages keep their scripts, except
  // a page in a frame on another site, which has no tag.
  const framedElsewhere = useFramedElsewhere();
  const gtagId = framedElsewhere ? null : profile?.gtagId;
  const withoutScripts = useServedWithoutScripts(Boolean(data?.user || !data || gtagId));
  useEffect(markHydrated, []);

  return (
    <html
      lang={locale}
      dir={languageOf(locale).dir}
      data-forced-color-mode={forced ?? undefined}
      data-shape={shape}
      data-center-shape={shape}
      data-without-scripts={withoutScripts || undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script that must run before the first paint. */}
        <script nonce={data?.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <link rel="icon" href={favicon} />
        <Meta />
        <Links />
        {/* entry.client awaits the page's language before hydrating: fetched beside the entry, not after it. */}
        {data?.catalogueChunk && !withoutScripts && <link rel="modulepreload" href={data.catalogueChunk} nonce={data.nonce} />}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: themeCss filters every value it writes. */}
        {css && <style id="center-theme" dangerouslySetInnerHTML={{ __html: css }} />}
      </head>
      <body className="min-h-dvh bg-surface font-sans text-fg antialiased">
        <WithoutScriptsContext value={withoutScripts}>
          <TextsProvider locale={locale}>
            <ColorModeProvider forced={forced}>
              <SiteProvider data={data?.center && data}>
                <PageTitle appName={data?.site?.appName} />
                <LoadingBar />
                <RouteAnnouncer />
                <ImpersonationBanner />
                {children}
                <Toaster />
                <BuildWatcher />
                {/* A profile is a tenant's centre's, so the data is the tenant's. */}
                {gtagId && <AnalyticsConsent gtagId={gtagId} initial={(data as RootData).consent} />}
              </SiteProvider>
            </ColorModeProvider>
          </TextsProvider>
        </WithoutScriptsContext>
        {import.meta.env.SSR && withoutScripts ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours (visitor-script.ts).
          <script nonce={data?.nonce} dangerouslySetInnerHTML={{ __html: visitorScript() }} />
        ) : (
          <>
            <ScrollRestoration nonce={data?.nonce} />
            <Scripts nonce={data?.nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
