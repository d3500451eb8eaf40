import { Link } from "react-router";
import type { Organization } from "../../contract/organizations";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/account.roles";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:accountRoles.title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const user = await signedIn(context, request);
  const { data: organizations } = await api.get<Organization[]>("/api/v1/current_organizations");
  return { user, organizations };
}

/** /account/roles: the user's roles and organizations. */
export default function AccountRoles({ loaderData: { user, organizations } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-bold">{t("identity:accountRoles.title")}</h1>
      <p className="mt-2 text-fg-muted">{t("identity:accountRoles.intro")}</p>
      <ul className="mt-6 flex flex-wrap gap-2" data-testid="account-roles">
        {(user.roles ?? []).map((role) => (
          <li
            key={role.id}
            className="rounded-full bg-primary-100 px-3 py-1 text-sm font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100"
          >
            {t(`identity:roles.${role.name}`)}
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-semibold">{t("identity:accountRoles.organizations")}</h2>
      {organizations.length === 0 ? (
        <p className="mt-2 text-fg-muted">{t("identity:accountRoles.none")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-surface-raised">
          {organizations.map((organization) => (
            <li key={organization.id} className="px-4 py-3">
              <Link to={to(`/organizations/${organization.id}`)} className="font-medium text-link hover:underline">
                {organization.name}
              </Link>
              <p className="text-sm text-fg-muted">{t(`organizations:types.${organization.organizationType}`)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
