import { Search } from "lucide-react";
import { VACANCY_TYPES } from "../../../../contract/vacancy-options";
import { Button } from "../../../components/ui/button";
import { INPUT } from "../../../components/ui/field";
import { Form } from "../../../components/ui/form";
import { useTranslation } from "../../../lib/i18n";
import { LIST_SORTS, type ListState } from "./list-query";
import "../../../lib/texts/vacancy-admin";

const LABEL = "flex flex-col gap-1.5 text-sm font-medium";

/** Search, type, organization (centre staff only) and sort as a GET form: the state stays in the address. */
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
  return (
    <Form
      method="get"
      className="mt-4 grid gap-3 rounded-lg border border-border bg-surface-raised p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      {state.status && <input type="hidden" name="status" value={state.status} />}
      <label className={LABEL}>
        {t("vacancy-admin:list.search")}
        <input type="search" name="q" defaultValue={state.q} className={INPUT} />
      </label>
      <label className={LABEL}>
        {t("vacancy-admin:list.type")}
        <select name="type" defaultValue={state.type ?? ""} className={INPUT}>
          <option value="">{t("vacancy-admin:list.allTypes")}</option>
          {VACANCY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`vacancy-admin:types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      {organizations && (
        <label className={LABEL}>
          {t("vacancy-admin:list.organization")}
          <select name="organization" defaultValue={state.organization ?? ""} className={INPUT}>
            <option value="">{t("vacancy-admin:list.allOrganizations")}</option>
            {organizations.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {withSort ? (
        <label className={LABEL}>
          {t("vacancy-admin:list.sort")}
          <select name="sort" defaultValue={state.sort} className={INPUT}>
            {LIST_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`vacancy-admin:sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <input type="hidden" name="sort" value={state.sort} />
      )}
      <Button type="submit" size="lg" className="sm:col-span-2 lg:col-span-1">
        <Search className="size-4" aria-hidden />
        {t("vacancy-admin:list.apply")}
      </Button>
    </Form>
  );
}
