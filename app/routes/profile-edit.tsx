import { Link, Outlet } from "react-router";
import type { CurrentUser } from "../../contract/identity";
import { type Tab, TabNav } from "../components/ui/tab-nav";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";
import type { Route } from "./+types/profile-edit";
import "../lib/texts/profile";
import "../lib/texts/identity";
import "../lib/texts/volunteer-profiles";

export const handle: RouteHandle = { title: "profile:title" };

// The children have no loader of their own: this one guards them all and hands them the user.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await signedIn(context, request) };
}

export interface ProfileEditContext {
  user: CurrentUser;
}

const TABS = [
  { path: "/profile-edit", label: "profile:nav.details", end: true },
  { path: "/profile-edit/email", label: "profile:nav.email" },
  { path: "/profile-edit/periodieke-mail", label: "profile:nav.periodicMail" },
  { path: "/profile-edit/settings", label: "profile:nav.settings" },
  { path: "/profile-edit/tweestapsaanmelding", label: "profile:nav.twoFactor" },
] satisfies Tab[];
const VOLUNTEER_PROFILE_TAB: Tab = { path: "/profile-edit/vrijwilligersprofiel", label: "volunteer-profiles:profile.tab" };

/** /profile-edit: one's own details in four parts, as tabs that scroll sideways on a phone. */
export default function ProfileEdit({ loaderData: { user } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  // Volunteers (and students) keep a profile where the tenant has volunteer profiles.
  const keepsProfile =
    (useSite()?.site.features.volunteerProfiles ?? false) &&
    (user.roles ?? []).some((role) => role.name === "volunteer" || role.name === "student");
  const tabs = keepsProfile ? [...TABS.slice(0, 1), VOLUNTEER_PROFILE_TAB, ...TABS.slice(1)] : TABS;
  return (
    <div className="mx-auto w-full max-w-3xl">
      <p className="text-sm">
        <Link to={to("/profiel")} className="font-medium text-link underline-offset-4 hover:underline">
          {t("identity:profile.title")}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold">{t("profile:title")}</h1>
      <TabNav tabs={tabs} label={t("profile:nav.label")} />
      <div className="mt-8">
        <Outlet context={{ user } satisfies ProfileEditContext} />
      </div>
    </div>
  );
}
