import { Link } from "react-router";
import { isLocale } from "../../locales/languages";
import { MyApplications } from "../components/applications/my-applications";
import { buttonClasses } from "../components/ui/button";
import { PoolLinks } from "../components/volunteer-profiles/pool-links";
import { loadMyApplications } from "../lib/applications.server";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import type { RouteHandle } from "../lib/route-handle";
import { requireSignedIn } from "../lib/session.server";
import type { Route } from "./+types/profile";
import "../lib/texts/profile";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:profile.title" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  const user = await requireSignedIn(request, context, locale);
  return { user, applications: await loadMyApplications(context, locale) };
}

/** /profiel: the signed-in user's own details. */
export default function Profile({ loaderData: { user, applications } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const rows: [string, string][] = [
    [t("identity:profile.email"), user.email],
    [t("identity:profile.phone"), user.phoneNumber ?? t("identity:profile.none")],
    [t("identity:profile.jobTitle"), user.jobTitle ?? t("identity:profile.none")],
    [t("identity:profile.status"), t(`identity:statuses.${user.status}`)],
    [
      t("identity:profile.roles"),
      (user.roles ?? []).map((r) => t(`identity:roles.${r.name}`)).join(", ") || t("identity:profile.none"),
    ],
  ];
  return (
    <div className="max-w-2xl">
      <p className="text-fg-muted">{user.salutation},</p>
      <h1 className="mt-1 text-3xl font-bold" data-testid="profile-name">
        {user.fullName}
      </h1>
      <dl className="mt-8 divide-y divide-border rounded-lg border border-border bg-surface-raised">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-5 py-4 sm:grid-cols-3">
            <dt className="text-sm font-medium text-fg-muted">{label}</dt>
            <dd className="sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      <nav aria-label={t("identity:profile.title")} className="mt-8 flex flex-wrap gap-3">
        <Link to={to("/profile-edit")} className={buttonClasses({})}>
          {t("profile:edit")}
        </Link>
        <Link to={to("/account/roles")} className={buttonClasses({ flavor: "outline", color: "muted" })}>
          {t("identity:accountRoles.title")}
        </Link>
        <Link to={to("/auth/token")} className={buttonClasses({ flavor: "outline", color: "muted" })}>
          {t("identity:sessions.title")}
        </Link>
        <Link to={to("/uitloggen")} className={buttonClasses({ flavor: "outline", color: "muted" })}>
          {t("identity:menu.logout")}
        </Link>
        <Link to={to("/account/verwijderen")} className={buttonClasses({ flavor: "outline", color: "danger" })}>
          {t("identity:deletion.title")}
        </Link>
      </nav>
      <PoolLinks roles={(user.roles ?? []).map((r) => r.name)} />
      <MyApplications applications={applications} />
    </div>
  );
}
