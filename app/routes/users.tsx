import { Upload, UserPlus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { type CurrentUser, ROLES, USER_STATUSES } from "../../contract/identity";
import type { UserListMeta } from "../../contract/users";
import { buttonClasses } from "../components/ui/button";
import { ExportLinks } from "../components/ui/export-links";
import { FilterBar, FilterInput, FilterSelect } from "../components/ui/filter-bar";
import { ListHeader } from "../components/ui/list-header";
import { userListFilter } from "../features/users/user-list-filter";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/users";
import "../lib/texts/identity";
import "../lib/texts/imports";
import { ItemList, ROW, ROWS } from "../components/ui/item-list";
import { pageParam } from "../lib/list-params";

export const handle: RouteHandle = { title: "identity:users.title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedIn(context, request);
  const search = new URL(request.url).searchParams;
  const page = pageParam(search);
  const result = await api.get<CurrentUser[]>("/api/v1/users", {
    include: ["roles"],
    filter: userListFilter(search),
    page: { number: page, size: 50 },
  });
  const meta = result.meta as unknown as UserListMeta;
  return { users: result.data, total: Number(meta.total ?? 0), canInvite: meta.canInvite === true };
}

/** /users: the centre's users (the tenant's for an admin), with search and filters. */
export default function Users({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [params] = useSearchParams();
  return (
    <div>
      <ListHeader
        title={t("identity:users.title")}
        count={t("identity:users.count", { count: loaderData.total })}
        countTestId="users-count"
        actions={
          loaderData.canInvite && (
            <div className="flex flex-wrap gap-2">
              <Link to={to("/import")} className={buttonClasses({ flavor: "pastel" })}>
                <Upload className="size-4" aria-hidden />
                {t("imports:link")}
              </Link>
              <Link to={to("/users/add")} className={buttonClasses({})}>
                <UserPlus className="size-4" aria-hidden />
                {t("identity:users.add")}
              </Link>
            </div>
          )
        }
      />
      <FilterBar className="mt-6 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end" submit={t("identity:users.apply")}>
        <FilterInput label={t("identity:users.search")} name="q" defaultValue={params.get("q") ?? ""} />
        <FilterSelect
          label={t("identity:users.role")}
          name="role"
          defaultValue={params.get("role") ?? ""}
          all={t("identity:users.all")}
          options={ROLES.map((role) => [role, t(`identity:roles.${role}`)] as const)}
        />
        <FilterSelect
          label={t("identity:users.status")}
          name="status"
          defaultValue={params.get("status") ?? ""}
          all={t("identity:users.all")}
          options={USER_STATUSES.map((status) => [status, t(`identity:statuses.${status}`)] as const)}
        />
      </FilterBar>
      {loaderData.total > 0 && (
        <div className="mt-4 flex justify-end">
          <ExportLinks href={to("/users/export")} params={params} />
        </div>
      )}
      <ItemList
        items={loaderData.users}
        empty={t("identity:users.empty")}
        className={`mt-6 ${ROWS}`}
        itemClassName={`${ROW} px-4 py-3`}
        emptyClassName="mt-8"
        testId="users-list"
      >
        {(user) => (
          <>
            <div className="min-w-0">
              <Link to={to(`/users/${user.id}`)} className="font-semibold text-link hover:underline">
                {user.fullName}
              </Link>
              <p className="truncate text-sm text-fg-muted">{user.email}</p>
            </div>
            <div className="text-sm sm:text-end">
              <p>{(user.roles ?? []).map((r) => t(`identity:roles.${r.name}`)).join(", ")}</p>
              <p className="text-fg-muted">{t(`identity:statuses.${user.status}`)}</p>
            </div>
          </>
        )}
      </ItemList>
    </div>
  );
}
