import { Link, Outlet, useLocation } from "react-router";
import { buttonClasses } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { consoleOnly } from "../features/platform/console.server";
import { ErrorView } from "../features/shell/error-view";
import { useTranslation } from "../lib/i18n";
import { switchLocaleHref, useLocale, useLocalePath } from "../lib/locale";
import { hasSession } from "../lib/session.server";
import type { Route } from "./+types/platform";
import "../lib/texts/platform";

// The console's own frame on the operator's host: the app's components in a plain platform look, no centre's theme;
// light or dark as the device is (the shell's colour-mode menu stays out, so the public pages' chunks stay as they are).
export function loader({ request, context }: Route.LoaderArgs) {
  consoleOnly(context);
  return { signedIn: hasSession(request) };
}

function ConsoleHeader({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other = locale === "nl" ? "en" : "nl";
  return (
    <header className="border-b border-border bg-surface-raised">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:rounded-md focus:bg-surface-raised focus:p-3"
      >
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link to={to("/platform")} className="text-lg font-bold tracking-tight">
          {t("platform:console.brand")}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <a
            href={switchLocaleHref(pathname, search, "", other)}
            hrefLang={other}
            lang={other}
            className="inline-flex min-h-11 items-center px-2 font-medium text-link underline-offset-4 hover:underline"
          >
            {t("platform:console.language")}
          </a>
          {signedIn && (
            <Link
              to={to("/platform/two-factor")}
              className="inline-flex min-h-11 items-center px-2 font-medium text-link underline-offset-4 hover:underline"
            >
              {t("platform:console.twoFactor")}
            </Link>
          )}
          {signedIn && (
            <Form method="post" action={to("/platform/sign-out")}>
              <button type="submit" className={buttonClasses({ flavor: "outline", color: "muted", size: "md" })}>
                {t("platform:console.signOut")}
              </button>
            </Form>
          )}
        </div>
      </div>
    </header>
  );
}

export default function PlatformLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ConsoleHeader signedIn={loaderData.signedIn} />
      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
        <Outlet />
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
