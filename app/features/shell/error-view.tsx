import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button";
import { isChunkLoadError, reloadOnce } from "../../lib/build-check";
import { errorInfo, errorTexts } from "../../lib/error-info";
import { appHydrated } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import { useSite } from "../../lib/site";
import { signalLoadingBarError } from "./loading-bar";
import { reportClientError } from "./report-client-error";

// Decoration of the 404 page only: its own chunk, so other pages do not load it; if it cannot load, it is left out.
const NotFoundIllustration = lazy<ComponentType<{ className?: string }>>(() =>
  import("./not-found-illustration").then(
    (module) => ({ default: module.NotFoundIllustration }),
    () => ({ default: () => null }),
  ),
);

// Where to go on from a page that is not there: only the 404 page loads it.
const NotFoundWays = lazy<ComponentType<{ locale: string }>>(() =>
  import("./not-found-ways").then((module) => ({ default: module.NotFoundWays })),
);

/** Spec sections 2 and 8: title, description, big status code behind, 404 illustration, back home. */
export function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const site = useSite();
  const navigate = useNavigate();
  const location = useLocation();
  const [showStack, setShowStack] = useState(false);
  const info = errorInfo(error);
  const texts = errorTexts(info);
  const duringHydration = useRef(!appHydrated);

  const path = location.pathname;
  useEffect(() => {
    // A part of an older build that is gone: the page of the new build, once (the reload guard).
    if (isChunkLoadError(error) && reloadOnce()) return;
    signalLoadingBarError();
    if (!duringHydration.current) reportClientError(errorInfo(error), path);
  }, [error, path]);

  return (
    <main id="main" className="relative isolate flex min-h-[70dvh] items-center justify-center overflow-hidden px-6 py-16">
      {info.status && (
        // A pseudo-element carries the number, so it is decoration only (no text for assistive tech or contrast checks).
        <span
          aria-hidden
          data-code={info.status}
          className="pointer-events-none absolute inset-0 -z-10 flex items-center justify-center text-[clamp(8rem,30vw,22rem)] leading-none font-black text-primary-50 select-none before:content-[attr(data-code)] dark:text-white/[0.04]"
        />
      )}
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        {info.status === 404 && (
          <Suspense fallback={<div className="mb-6 h-40" aria-hidden />}>
            <NotFoundIllustration className="mb-6 h-40 w-auto" />
          </Suspense>
        )}
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(...texts.title)}</h1>
        <p className="mt-4 text-lg text-fg-muted">{t(texts.description)}</p>
        {info.status === 404 && !info.wrongCenter ? (
          <Suspense fallback={null}>
            <NotFoundWays locale={locale} />
          </Suspense>
        ) : (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={`/${locale}`} className={buttonClasses({ size: "lg" })}>
              {t("errors:page.backToHome")}
            </Link>
            <Button flavor="outline" color="muted" size="lg" onClick={() => navigate(location, { replace: true })}>
              {t("errors:page.clearError")}
            </Button>
          </div>
        )}
        {site?.isDev && info.stack && (
          <div className="mt-8 w-full text-start">
            <Button flavor="pastel" color="muted" size="sm" onClick={() => setShowStack((s) => !s)} aria-expanded={showStack}>
              {showStack ? t("errors:page.hideStack") : t("errors:page.showStack")}
            </Button>
            {showStack && (
              <pre className="mt-3 max-h-96 overflow-auto rounded-md bg-surface-sunken p-4 text-xs" data-testid="error-stack">
                {info.stack}
              </pre>
            )}
          </div>
        )}
      </div>
    </main>
  );
}
