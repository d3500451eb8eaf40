import { Link, useSearchParams } from "react-router";
import { ApiError } from "../../contract/api-client";
import { numberFormat } from "../../contract/intl-formats";
import { ACTIVITY_TYPES } from "../../contract/organization-options";
import { VACANCY_TYPES } from "../../contract/vacancy-options";
import { AVAILABILITY_SLOTS, POOL_FILTERS, type PoolProfile, PROFILE_LANGUAGES } from "../../contract/volunteer-profiles";
import { FormAlert } from "../components/ui/form-alert";
import { Pagination } from "../features/vacancy-search/pagination";
import { PoolCard } from "../features/volunteer-profiles/pool-card";
import { PoolFilters } from "../features/volunteer-profiles/pool-filters";
import { submitForm } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useFormResult } from "../lib/use-form-result";
import type { Route } from "./+types/volunteer-pool";
import "../lib/texts/volunteer-profiles";
import { CARDS, ItemList } from "../components/ui/item-list";
import { pageParam } from "../lib/list-params";

export const handle: RouteHandle = { title: "volunteer-profiles:pool.title" };

const PAGE_SIZE = 12;
const LISTS: Record<string, readonly (string | number)[]> = {
  vacancy_type: VACANCY_TYPES,
  activity_type: ACTIVITY_TYPES.map((type) => type.id),
  availability: AVAILABILITY_SLOTS,
  language: PROFILE_LANGUAGES,
};

/** The page's query as the API's filters: only known values, so a hand-made link cannot make the page fail. */
function filtersOf(search: URLSearchParams): Record<string, string> {
  const filter: Record<string, string> = {};
  for (const name of POOL_FILTERS) {
    const allowed = LISTS[name];
    if (allowed) {
      const values = search.getAll(name).filter((v) => allowed.map(String).includes(v));
      if (values.length) filter[name] = values.join(",");
    } else {
      const value = search.get(name)?.trim();
      if (value) filter[name] = value;
    }
  }
  return filter;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedIn(context, request);
  const search = new URL(request.url).searchParams;
  const page = pageParam(search);
  try {
    const list = await api.get<PoolProfile[]>("/api/v1/volunteer_profiles", {
      filter: filtersOf(search),
      page: { number: page, size: PAGE_SIZE },
    });
    const { total, pages, total_capped } = list.meta;
    const counted = { total: Number(total ?? 0), capped: total_capped === true };
    return { profiles: list.data, ...counted, pages: Number(pages ?? 1), page, searchError: null };
  } catch (error) {
    // A postal code we cannot place is said beside the search, not as an error page.
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const searchError = error.errors[0]?.detail ?? null;
    return { profiles: [] as PoolProfile[], total: 0, capped: false, pages: 1, page, searchError };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const form = await request.formData();
  const values = formValues(form);
  const attributes = { volunteer_profile_id: Number(values.volunteer_profile_id), body: values.body ?? "" };
  return submitForm(request, locale, "volunteer-profiles:pool.sent", () =>
    api.post("/api/v1/profile_replies", { data: { type: "profile_replies", attributes } }),
  );
}

/** /vrijwilligerspool: the centre's volunteers who may be found, for organizations and centre staff. */
export default function VolunteerPool({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const { profiles, total, capped, pages, page, searchError } = loaderData;
  const { serverErrors } = useFormResult(actionData);
  const problem = Object.values(serverErrors)[0] ?? searchError;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">{t("volunteer-profiles:pool.title")}</h1>
        <p className="mt-1 max-w-3xl text-lg text-fg-muted">{t("volunteer-profiles:pool.lead")}</p>
        <p className="mt-2">
          <Link to={to("/profile-replies")} className="font-medium text-link underline underline-offset-4">
            {t("volunteer-profiles:replies.title")}
          </Link>
        </p>
      </div>
      <PoolFilters params={params} />
      {problem && <FormAlert>{problem}</FormAlert>}
      <p aria-live="polite" className="font-medium" data-testid="pool-total">
        {capped
          ? t("volunteer-profiles:pool.resultsCapped", { total: numberFormat(i18n.language, {}).format(total) })
          : t("volunteer-profiles:pool.results", { count: total })}
      </p>
      <ItemList items={profiles} empty={t("volunteer-profiles:pool.empty")} className={CARDS}>
        {(profile) => <PoolCard profile={profile} />}
      </ItemList>
      <Pagination params={params} page={page} pages={pages} />
    </div>
  );
}
