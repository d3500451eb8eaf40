import { VACANCY_TYPES } from "../../../../contract/vacancy-options";
import { FilterBar, FilterInput, FilterSelect } from "../../../components/ui/filter-bar";
import { usePublishesEnglish } from "../../../lib/content-language";
import { useTranslation } from "../../../lib/i18n";
import { LIST_SORTS, type ListState } from "./list-query";
import "../../../lib/texts/vacancy-admin";

/**
 * Search, type, organization (centre staff only), "without English" (where the centre publishes English) and sort as
 * a GET form: the state stays in the address.
 */
export function ListFilters({
  state,
  organizations,
  withSort = true,
}: {
  state: ListState;
  organizations: { id: string; name: string }[] | null;
  withSort?: boolean;
}) {
  const { t } = useTranslation();
  const publishesEnglish = usePublishesEnglish();
  return (
    <FilterBar
      className={`mt-4 grid gap-3 rounded-lg border border-border bg-surface-raised p-4 sm:grid-cols-2 lg:items-end ${
        publishesEnglish ? "lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]" : "lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
      }`}
      submit={t("vacancy-admin:list.apply")}
      submitClassName="sm:col-span-2 lg:col-span-1"
    >
      {state.status && <input type="hidden" name="status" value={state.status} />}
      <FilterInput label={t("vacancy-admin:list.search")} name="q" defaultValue={state.q} />
      <FilterSelect
        label={t("vacancy-admin:list.type")}
        name="type"
        defaultValue={state.type ?? ""}
        all={t("vacancy-admin:list.allTypes")}
        options={VACANCY_TYPES.map((type) => [type, t(`vacancy-admin:types.${type}`)] as const)}
      />
      {organizations && (
        <FilterSelect
          label={t("vacancy-admin:list.organization")}
          name="organization"
          defaultValue={state.organization ?? ""}
          all={t("vacancy-admin:list.allOrganizations")}
          options={organizations.map((o) => [o.id, o.name] as const)}
        />
      )}
      {publishesEnglish && (
        <FilterSelect
          label={t("vacancy-admin:list.language")}
          name="language"
          defaultValue={state.language ?? ""}
          all={t("vacancy-admin:list.allLanguages")}
          options={[["without_english", t("vacancy-admin:list.withoutEnglish")]]}
        />
      )}
      {withSort ? (
        <FilterSelect
          label={t("vacancy-admin:list.sort")}
          name="sort"
          defaultValue={state.sort}
          options={LIST_SORTS.map((sort) => [sort, t(`vacancy-admin:sorts.${sort}`)] as const)}
        />
      ) : (
        <input type="hidden" name="sort" value={state.sort} />
      )}
    </FilterBar>
  );
}
