import { Link } from "react-router";
import { buttonClasses } from "../components/ui/button";
import { EmptyState } from "../components/ui/empty-state";
import { ListHeader } from "../components/ui/list-header";
import { asOperator } from "../features/platform/console.server";
import type { ConsoleTenant } from "../features/platform/tenant-form-schema";
import { TenantList } from "../features/platform/tenant-list";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/platform";
import "../lib/texts/platform";

export const handle: RouteHandle = { title: "platform:list.title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { data: tenants } = await asOperator(context, request, (api) => api.get<ConsoleTenant[]>("/api/v1/platform/tenants"));
  return { tenants };
}

/** /platform: every tenant with its status, hosts, centres and counts; the way to a tenant's page and a new one. */
export default function Tenants({ loaderData: { tenants } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <>
      <ListHeader
        title={t("platform:list.title")}
        intro={t("platform:list.intro")}
        count={t("platform:list.count", { count: tenants.length })}
        countTestId="tenant-count"
        actions={
          <Link to={to("/platform/tenants/new")} className={buttonClasses({ size: "lg" })}>
            {t("platform:list.new")}
          </Link>
        }
      />
      {tenants.length === 0 ? (
        <EmptyState className="mt-6">{t("platform:list.empty")}</EmptyState>
      ) : (
        <TenantList tenants={tenants} />
      )}
    </>
  );
}
