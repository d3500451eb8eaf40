import { Pencil, Plus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { FORM_ACCESS_PERMISSIONS } from "../../../contract/forms";
import { dateFormat } from "../../../contract/intl-formats";
import { intlLocale } from "../../../locales/languages";
import { buttonClasses } from "../../components/ui/button";
import { ROW_BUTTON } from "../../components/ui/move-buttons";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { Pagination } from "../vacancy-search/pagination";
import type { FormsList } from "./load-forms.server";
import "../../lib/texts/forms";
import { FilterBar, FilterInput, FilterSelect } from "../../components/ui/filter-bar";
import { ItemList, ROWS } from "../../components/ui/item-list";
import { ListHeader } from "../../components/ui/list-header";
import { acceptingClasses, BADGE } from "./form-badge";

/**
 * The centre's forms, recently changed first, with a title search and an access filter; each with its questions,
 * submissions and whether it takes answers. Public forms are the ones a page's form block can show.
 */
export function FormList({ list, headingLevel }: { list: FormsList; headingLevel: "h1" | "h2" }) {
  const { t, i18n } = useTranslation();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const { forms, total, pages, page, q, access } = list;
  const label = (key: string, options?: Record<string, unknown>) => t(`forms:list.${key}`, options);
  const date = dateFormat(intlLocale(i18n.language), { dateStyle: "medium", timeZone: "Europe/Amsterdam" });
  return (
    <section aria-labelledby="forms-title" className="flex flex-col gap-6">
      <ListHeader
        level={headingLevel}
        titleId="forms-title"
        title={label("title")}
        intro={label("intro")}
        count={label("count", { count: total })}
        countTestId="forms-count"
        actions={
          <Link to={to("/form_builder/new")} className={buttonClasses({ size: "lg" })}>
            <Plus className="size-4" aria-hidden />
            {label("add")}
          </Link>
        }
      />
      <FilterBar role="search" className="sm:grid-cols-[1fr_auto_auto] sm:items-end" submit={label("apply")}>
        <FilterInput label={label("search")} name="q" defaultValue={q} />
        <FilterSelect
          label={label("access")}
          name="access"
          defaultValue={access}
          all={label("all")}
          options={FORM_ACCESS_PERMISSIONS.map((value) => [value, t(`forms:access.${value}`)] as const)}
        />
      </FilterBar>
      <ItemList
        items={forms}
        empty={q || access ? label("noResults") : label("empty")}
        className={ROWS}
        itemClassName="flex flex-col gap-1 p-4"
        testId="forms-list"
      >
        {(form) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 py-2 font-medium break-words">
                <Link to={to(`/form_builder/${form.id}`)} className="text-link underline-offset-4 hover:underline">
                  {form.title}
                </Link>
              </p>
              <Link
                to={to(`/form_builder/${form.id}/edit`)}
                aria-label={label("editNamed", { title: form.title })}
                title={label("edit")}
                className={cn(ROW_BUTTON, "shrink-0")}
              >
                <Pencil className="size-5" aria-hidden />
              </Link>
            </div>
            <p className="text-sm text-fg-muted">
              {t(`forms:access.${form.accessPermission}`)} · {label("questions", { count: form.questionCount })} ·{" "}
              {label("submissions", { count: form.submissionCount })} · {date.format(new Date(form.updatedAt))}
              {form.organizationName && ` · ${form.organizationName}`}
            </p>
            <p className="flex flex-wrap gap-2">
              <span className={cn(BADGE, acceptingClasses(form.acceptsSubmissions))}>
                {form.acceptsSubmissions ? label("accepting") : label("notAccepting")}
              </span>
              {form.accessPermission === "anonymous" && (
                <span className={cn(BADGE, "bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100")}>
                  {label("embeddable")}
                </span>
              )}
            </p>
          </>
        )}
      </ItemList>
      <Pagination params={params} page={page} pages={pages} />
    </section>
  );
}
