import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet } from "react-router";
import type { CurrentUser } from "../../contract/identity";
import { isLocale } from "../../locales/languages";
import { cn } from "../lib/cn";
import { useLocalePath } from "../lib/locale";
import type { RouteHandle } from "../lib/route-handle";
import { requireSignedIn } from "../lib/session.server";
import type { Route } from "./+types/profile-edit";

export const handle: RouteHandle = { title: "profile:title" };

// The children have no loader of their own: this one guards them all and hands them the user.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  return { user: await requireSignedIn(request, context, locale) };
}

export interface ProfileEditContext {
  user: CurrentUser;
}

const TABS = [
  { path: "/profile-edit", label: "profile:nav.details", end: true },
  { path: "/profile-edit/email", label: "profile:nav.email" },
  { path: "/profile-edit/periodieke-mail", label: "profile:nav.periodicMail" },
  { path: "/profile-edit/settings", label: "profile:nav.settings" },
] as const;

/** /profile-edit: one's own details in four parts, as tabs that scroll sideways on a phone. */
export default function ProfileEdit({ loaderData: { user } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <p className="text-sm">
        <Link to={to("/profiel")} className="font-medium text-link underline-offset-4 hover:underline">
          {t("identity:profile.title")}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold">{t("profile:title")}</h1>
      {/* A 2 x 2 grid of buttons on a phone (all four visible at once), underlined tabs from sm up. */}
      <nav aria-label={t("profile:nav.label")} className="mt-6 sm:border-b sm:border-border">
        <ul className="grid grid-cols-2 gap-2 sm:flex sm:gap-1">
          {TABS.map((tab) => (
            <li key={tab.path} className="flex">
              <NavLink
                to={to(tab.path)}
                end={"end" in tab}
                preventScrollReset
                className={({ isActive }) =>
                  cn(
                    "inline-flex h-11 w-full items-center justify-center rounded-md border px-3 text-sm font-medium whitespace-nowrap transition-colors",
                    "sm:-mb-px sm:w-auto sm:rounded-none sm:border-0 sm:border-b-2",
                    isActive
                      ? "border-accent bg-primary-50 text-fg sm:bg-transparent dark:bg-primary-950 sm:dark:bg-transparent"
                      : "border-border text-fg-muted hover:text-fg sm:border-transparent sm:hover:border-border",
                  )
                }
              >
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet context={{ user } satisfies ProfileEditContext} />
      </div>
    </div>
  );
}
