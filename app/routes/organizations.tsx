import { Plus, Upload } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "../../contract/organization-options";
import type { Organization } from "../../contract/organizations";
import { buttonClasses } from "../components/ui/button";
import { ExportLinks } from "../components/ui/export-links";
import { FilterBar, FilterInput, FilterSelect } from "../components/ui/filter-bar";
import { ItemList, ROW, ROWS } from "../components/ui/item-list";
import { ListHeader } from "../components/ui/list-header";
import { organizationListFilter } from "../features/organizations/organization-list-filter";
import { StatusBadge } from "../features/organizations/status-badge";
import { Pagination } from "../features/vacancy-search/pagination";
import { useTranslation } from "../lib/i18n";
import { listMeta, pageParam } from "../lib/list-params";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";
import type { Route } from "./+types/organizations";
import "../lib/texts/imports";

export const handle: RouteHandle = { title: "organizations:list.title" };

const PAGE_SIZE = 25;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const user = await signedIn(context, request);
  const search = new URL(request.url).searchParams;
  const page = pageParam(search);
  const { data, meta } = await api.get<Organization[]>("/api/v1/organizations", {
    include: ["address"],
    filter: organizationListFilter(search),
    page: { number: page, size: PAGE_SIZE },
    sort: ["name"],
  });
  const roles = (user.roles ?? []).map((r) => r.name);
  const staff = roles.includes("admin") || roles.includes("center_superuser");
  // The same rules as the API's policy, for showing links only: staff edit every organization they see (their
  // centre's, or the tenant's for an admin); an organization's superuser edits his own. Moving needs another centre
  // to move to (and the config switch, which the page reads from the site settings).
  const [own, centers] = await Promise.all([
    roles.includes("organization_superuser")
      ? api.get<Organization[]>("/api/v1/current_organizations").then((r) => r.data.map((o) => o.id))
      : Promise.resolve([] as string[]),
    staff ? api.get<unknown[]>("/api/v1/volunteer_centers").then((r) => r.data.length) : Promise.resolve(0),
  ]);
  return {
    organizations: data,
    ...listMeta(meta),
    page,
    staff,
    own,
    otherCenters: centers > 1,
  };
}

/** /organizations: search and filter the centre's organizations (staff see every status). */
export default function Organizations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const { organizations, total, pages, page, staff, own, otherCenters } = loaderData;
  const movingOn = Boolean(useSite()?.site.config.movingOrganizations);
  const canMove = staff && otherCenters && movingOn;
  return (
    <div>
      <ListHeader
        title={t("organizations:list.title")}
        count={t("organizations:list.count", { count: total })}
        countTestId="organizations-count"
        actions={
          staff && (
            <div className="flex flex-wrap gap-2">
              <Link to={to("/import")} className={buttonClasses({ flavor: "pastel" })}>
                <Upload className="size-4" aria-hidden />
                {t("imports:link")}
              </Link>
              <Link to={to("/organizations/approve")} className={buttonClasses({ flavor: "pastel" })}>
                {t("organizations:list.approveQueue")}
              </Link>
              <Link to={to("/organizations/add")} className={buttonClasses({})}>
                <Plus className="size-4" aria-hidden />
                {t("organizations:list.add")}
              </Link>
            </div>
          )
        }
      />
      <FilterBar className="mt-6 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end" submit={t("organizations:list.apply")}>
        <FilterInput label={t("organizations:list.search")} name="q" defaultValue={params.get("q") ?? ""} />
        <FilterSelect
          label={t("organizations:list.type")}
          name="type"
          defaultValue={params.get("type") ?? ""}
          all={t("organizations:list.all")}
          options={ORGANIZATION_TYPES.map((type) => [type, t(`organizations:types.${type}`)] as const)}
        />
        {staff && (
          <FilterSelect
            label={t("organizations:list.status")}
            name="status"
            defaultValue={params.get("status") ?? ""}
            all={t("organizations:list.all")}
            options={ORGANIZATION_STATUSES.filter((s) => s !== "deleted").map(
              (status) => [status, t(`organizations:statuses.${status}`)] as const,
            )}
          />
        )}
      </FilterBar>
      {staff && total > 0 && (
        <div className="mt-4 flex justify-end">
          <ExportLinks href={to("/organizations/export")} params={params} />
        </div>
      )}
      <ItemList
        items={organizations}
        empty={t("organizations:list.empty")}
        className={`mt-6 ${ROWS}`}
        itemClassName={`${ROW} px-4 py-3`}
        emptyClassName="mt-8"
        testId="organizations-list"
      >
        {(organization) => (
          <>
            <div className="min-w-0">
              <Link to={to(`/organizations/${organization.id}`)} className="font-semibold text-link hover:underline">
                {organization.name}
              </Link>
              <p className="text-sm text-fg-muted">
                {t(`organizations:types.${organization.organizationType}`)}
                {organization.city ? ` · ${organization.city}` : ""}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <StatusBadge status={organization.status} />
              {(staff || own.includes(organization.id)) && (
                <Link
                  to={to(`/organizations/${organization.id}/edit`)}
                  className="text-sm font-medium text-link hover:underline"
                  aria-label={t("organizations:list.editNamed", { name: organization.name })}
                >
                  {t("organizations:list.edit")}
                </Link>
              )}
              {canMove && (
                <Link
                  to={to(`/organizations/${organization.id}/move`)}
                  className="text-sm font-medium text-link hover:underline"
                  aria-label={t("organizations:list.moveNamed", { name: organization.name })}
                >
                  {t("organizations:list.move")}
                </Link>
              )}
            </div>
          </>
        )}
      </ItemList>
      <Pagination params={params} page={page} pages={pages} />
    </div>
  );
}
