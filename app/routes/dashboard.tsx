import type { Dashboard } from "../../contract/dashboard";
import { OrganizationView, StaffView, VolunteerView } from "../features/dashboard/role-views";
import { PoolLinks } from "../features/volunteer-profiles/pool-links";
import { useTranslation } from "../lib/i18n";
import { requireOrganization } from "../lib/organization.server";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/dashboard";
import "../lib/texts/dashboard";

export const handle: RouteHandle = { title: "dashboard:title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const user = await signedIn(context, request);
  const roles = (user.roles ?? []).map((r) => r.name);
  const staff = roles.includes("admin") || roles.includes("center_superuser");
  // An organization superuser works in the selected organization; without one, the fatal 403 (spec section 2).
  const organization = !staff && roles.includes("organization_superuser") ? requireOrganization(context) : null;
  const { data: dashboard } = await api.get<Dashboard>("/api/v1/dashboard");
  return {
    dashboard,
    firstName: user.firstName,
    organizationName: organization?.name ?? null,
    tenantWide: roles.includes("admin"),
    roles,
  };
}

/** /dashboard: the signed-in user's figures and short lists, by role (spec section 2). */
export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { dashboard, firstName, organizationName, tenantWide, roles } = loaderData;
  const intro =
    dashboard.kind === "volunteer"
      ? t("dashboard:volunteer.intro")
      : dashboard.kind === "organization"
        ? t("dashboard:organization.intro", { organization: organizationName ?? "" })
        : t(tenantWide ? "dashboard:staff.introTenant" : "dashboard:staff.introCenter");
  return (
    <div data-testid={`dashboard-${dashboard.kind}`}>
      <h1 className="text-3xl font-bold break-words">{t("dashboard:greeting", { name: firstName })}</h1>
      <p className="mt-1 text-fg-muted">{intro}</p>
      <PoolLinks roles={roles} />
      {dashboard.kind === "volunteer" && <VolunteerView dashboard={dashboard} />}
      {dashboard.kind === "organization" && <OrganizationView dashboard={dashboard} />}
      {dashboard.kind === "staff" && <StaffView dashboard={dashboard} />}
    </div>
  );
}
