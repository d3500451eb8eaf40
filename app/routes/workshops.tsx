import { Plus } from "lucide-react";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import type { Workshop } from "../../contract/workshops";
import { buttonClasses } from "../components/ui/button";
import { TabNav } from "../components/ui/tab-nav";
import { Pagination } from "../features/vacancy-search/pagination";
import { WorkshopCard } from "../features/workshops/workshop-card";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useFlashToast } from "../lib/use-flash-toast";
import type { Route } from "./+types/workshops";
import "../lib/texts/workshops";
import { listMeta, pageParam } from "../lib/list-params";

export const handle: RouteHandle = { title: "workshops:title" };

const PAGE_SIZE = 12;
const TABS = [
  { path: "/workshops", label: "workshops:upcoming", end: true },
  { path: "/workshops/geweest", label: "workshops:past" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const search = new URL(request.url).searchParams;
  const period = new URL(request.url).pathname.replace(/\.data$/, "").endsWith("/geweest") ? "past" : "upcoming";
  const page = pageParam(search);
  const list = await api.get<Workshop[]>("/api/v1/workshops", {
    filter: { period },
    page: { number: page, size: PAGE_SIZE },
  });
  return {
    workshops: list.data,
    pages: listMeta(list.meta).pages,
    page,
    period,
    canManage: list.meta.canManage === true,
  };
}

/** /workshops: the centre's workshops and trainings, coming up or past; its staff add them here. */
export default function WorkshopsScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const { workshops, pages, page, period, canManage } = loaderData;
  const flashes = useMemo(() => ({ deleted: t("workshops:flash.deleted") }), [t]);
  useFlashToast(flashes);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("workshops:title")}</h1>
          <p className="mt-1 max-w-3xl text-lg text-fg-muted">{t("workshops:lead")}</p>
        </div>
        {canManage && (
          <Link to={to("/workshops/new")} className={buttonClasses({ size: "lg" })}>
            <Plus className="size-4" aria-hidden />
            {t("workshops:add")}
          </Link>
        )}
      </div>
      <TabNav tabs={TABS} label={t("workshops:title")} />
      {workshops.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-fg-muted" data-testid="workshops-empty">
          {period === "past" ? t("workshops:emptyPast") : t("workshops:empty")}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {workshops.map((workshop) => (
            <li key={workshop.id}>
              <WorkshopCard workshop={workshop} />
            </li>
          ))}
        </ul>
      )}
      <Pagination params={params} page={page} pages={pages} />
    </div>
  );
}
