import { Search } from "lucide-react";
import { Button } from "../../components/ui/button";
import { INPUT } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import type { SubmissionFilters as Filters } from "./load-submissions.server";
import "../../lib/texts/forms";

/** Search, marking and a period: a GET form, so the filters are in the address and work without JavaScript. */
export function SubmissionFilters({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`forms:submissions.${key}`);
  return (
    <Form
      method="get"
      role="search"
      aria-label={label("filters")}
      className="grid gap-3 rounded-lg border border-border bg-surface-raised p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <label className="flex flex-col gap-1.5 text-sm font-medium sm:col-span-2 lg:col-span-1">
        {label("search")}
        <input type="search" name="q" defaultValue={filters.q} maxLength={100} className={INPUT} />
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium sm:col-span-2 lg:col-span-1">
        {label("marked")}
        <select name="marked" defaultValue={filters.marked} className={INPUT}>
          <option value="">{label("all")}</option>
          <option value="true">{label("onlyMarked")}</option>
          <option value="false">{label("notMarked")}</option>
        </select>
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {label("from")}
        <input type="date" name="from" defaultValue={filters.from} className={INPUT} />
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {label("to")}
        <input type="date" name="to" defaultValue={filters.to} className={INPUT} />
      </label>
      <Button type="submit" size="lg" className="sm:col-span-2 lg:col-span-1">
        <Search className="size-4" aria-hidden />
        {label("apply")}
      </Button>
    </Form>
  );
}
