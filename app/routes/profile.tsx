import { data, Link } from "react-router";
import type { VacancyAlert } from "../../contract/saved-vacancies";
import type { VacancySearchHit } from "../../contract/vacancy-search";
import { buttonClasses } from "../components/ui/button";
import { DetailsList } from "../components/ui/details-list";
import { loadMyApplications } from "../features/applications/applications.server";
import { MyApplications } from "../features/applications/my-applications";
import { AlertList, type AlertOutcome } from "../features/saved-vacancies/alert-list";
import { SavedList } from "../features/saved-vacancies/saved-list";
import { filterNamesOf } from "../features/vacancy-search/filter-names.server";
import { PoolLinks } from "../features/volunteer-profiles/pool-links";
import { attempt } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/profile";
import "../lib/texts/profile";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:profile.title" };

/** The profile shows the latest few; /mijn-aanmeldingen has them all. */
const PROFILE_APPLICATIONS = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const user = await signedIn(context, request);
  const [applications, saved, alerts] = await Promise.all([
    loadMyApplications(context, { size: PROFILE_APPLICATIONS }),
    api.get<VacancySearchHit[]>("/api/v1/saved_vacancies"),
    api.get<VacancyAlert[]>("/api/v1/vacancy_alerts"),
  ]);
  // The alerts' words name their centre or organization.
  const names = await filterNamesOf(
    api,
    alerts.data.map((alert) => alert.search ?? ""),
  );
  return {
    user,
    applications: applications.applications,
    total: applications.total,
    saved: saved.data,
    alerts: alerts.data,
    names,
  };
}

/** The alerts' forms: how often one mails, or deleting one; the API's refusal comes back in words beside the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedIn(context, request);
  const form = await request.formData();
  const values = formValues(form);
  const alert = values.alert ?? "";
  const path = `/api/v1/vacancy_alerts/${encodeURIComponent(alert)}`;
  const sent = await attempt(request, locale, async () => {
    if (values.intent === "alert-delete") {
      await api.delete(path);
      return { alert, done: "deleted" } satisfies AlertOutcome;
    }
    const frequency = values.frequency ?? "";
    await api.patch(path, { data: { type: "vacancy_alerts", id: alert, attributes: { frequency } } });
    return { alert, done: "frequency", frequency } satisfies AlertOutcome;
  });
  if (sent.ok) return sent.value;
  const { errors } = sent.error;
  const outcome: AlertOutcome = { alert, error: errors[0]?.detail ?? errors[0]?.title ?? sent.error.message };
  return data(outcome, { status: sent.status });
}

/** /profiel: the signed-in user's own details. */
export default function Profile({
  loaderData: { user, applications, total, saved, alerts, names },
  actionData,
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  // An organization role is held once per organization: named once.
  const roles = [...new Set((user.roles ?? []).map((r) => r.name))];
  // A volunteer's own page speaks to him: his details, not the back office's fields about him (issue 19, item 8).
  const staff = roles.some((role) => role !== "volunteer");
  const rows: [string, string][] = [
    [t("identity:profile.email"), user.email],
    [t("identity:profile.phone"), user.phoneNumber ?? t("identity:profile.none")],
    ...(staff
      ? ([
          [t("identity:profile.jobTitle"), user.jobTitle ?? t("identity:profile.none")],
          [t("identity:profile.roles"), roles.map((role) => t(`identity:roles.${role}`)).join(", ")],
        ] as [string, string][])
      : []),
  ];
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-bold" data-testid="profile-name">
        {user.fullName}
      </h1>
      <DetailsList rows={rows} className="mt-8" />
      {/* Devices, roles and deleting the account live under the settings. */}
      <nav aria-label={t("identity:profile.title")} className="mt-8 flex flex-wrap gap-3">
        <Link to={to("/profile-edit")} className={buttonClasses({})}>
          {t("profile:edit")}
        </Link>
        <Link to={to("/profile-edit/settings")} className={buttonClasses({ flavor: "outline", color: "muted" })}>
          {t("profile:nav.settings")}
        </Link>
        <Link to={to("/profiel/mijn-gegevens")} className={buttonClasses({ flavor: "outline", color: "muted" })}>
          {t("profile:myData.title")}
        </Link>
        <Link to={to("/uitloggen")} className={buttonClasses({ flavor: "outline", color: "muted" })}>
          {t("identity:menu.logout")}
        </Link>
      </nav>
      <PoolLinks roles={roles} />
      <MyApplications applications={applications} total={total} />
      <SavedList vacancies={saved} />
      <AlertList alerts={alerts} names={names} outcome={actionData} />
    </div>
  );
}
