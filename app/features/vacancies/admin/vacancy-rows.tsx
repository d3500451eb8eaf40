import { Eye, Pencil } from "lucide-react";
import { Link, useNavigation } from "react-router";
import type { Vacancy } from "../../../../contract/vacancies";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Form } from "../../../components/ui/form";
import { useTranslation } from "../../../lib/i18n";
import { useLocale, useLocalePath } from "../../../lib/locale";
import { dateFormat } from "./format";
import { quickAction } from "./status-actions";
import { VacancyStatusBadge } from "./status-badge";
import "../../../lib/texts/vacancy-admin";

/** Edit, view, and the one status change that fits (publish, or take offline), per vacancy. */
function RowActions({ vacancy, now }: { vacancy: Vacancy; now: Date }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigation = useNavigation();
  const quick = quickAction(vacancy.status, vacancy.expiresAt, now);
  const title = vacancy.title;
  return (
    <div className="flex flex-wrap items-center gap-2 md:justify-end">
      <Link
        to={to(`/vacancies/${vacancy.id}/edit`)}
        className={buttonClasses({ flavor: "outline", color: "muted", size: "sm" })}
        aria-label={t("vacancy-admin:list.editNamed", { title })}
      >
        <Pencil className="size-4" aria-hidden />
        {t("vacancy-admin:list.edit")}
      </Link>
      <Link
        to={to(`/vacancies/${vacancy.id}`)}
        className={buttonClasses({ flavor: "outline", color: "muted", size: "sm" })}
        aria-label={t("vacancy-admin:list.viewNamed", { title })}
      >
        <Eye className="size-4" aria-hidden />
        {t("vacancy-admin:list.view")}
      </Link>
      {quick && (
        <Form method="post">
          <input type="hidden" name="id" value={vacancy.id} />
          <Button
            type="submit"
            name="status"
            value={quick}
            size="sm"
            flavor={quick === "published" ? "solid" : "pastel"}
            color={quick === "published" ? "primary" : "muted"}
            disabled={navigation.state === "submitting"}
            aria-label={t(`vacancy-admin:list.quickNamed.${quick}`, { title })}
          >
            {t(`vacancy-admin:list.quick.${quick}`)}
          </Button>
        </Form>
      )}
    </div>
  );
}

/** A table from the md breakpoint up; cards on a phone, where six columns do not fit. */
/** The table's columns and their own classes: the type shows on wide screens only. */
const COLUMNS = [
  ["title", ""],
  ["status", ""],
  ["type", "hidden xl:table-cell"],
  ["expiresAt", "whitespace-nowrap"],
  ["actions", "text-end"],
] as const;

export function VacancyRows({ vacancies, now }: { vacancies: Vacancy[]; now: Date }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = dateFormat(locale);
  const end = (v: Vacancy) => (v.expiresAt ? date.format(new Date(v.expiresAt)) : t("vacancy-admin:list.noEndDate"));
  return (
    <>
      <div className="mt-4 hidden overflow-hidden rounded-lg border border-border bg-surface-raised md:block">
        <table className="w-full text-start text-sm" data-testid="vacancy-table">
          <thead className="bg-surface-sunken text-xs tracking-wide text-fg-muted uppercase">
            <tr>
              {COLUMNS.map(([key, className]) => (
                <th key={key} scope="col" className={`px-4 py-3 font-semibold ${className}`}>
                  {t(`vacancy-admin:list.columns.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {vacancies.map((v) => (
              <tr key={v.id} data-testid="vacancy-row">
                <td className="px-4 py-3 align-top">
                  <p className="font-semibold">{v.title}</p>
                  <p className="text-fg-muted">{v.organization?.name}</p>
                </td>
                <td className="px-4 py-3 align-top">
                  <VacancyStatusBadge status={v.status} />
                </td>
                <td className="hidden px-4 py-3 align-top xl:table-cell">{t(`vacancy-admin:types.${v.vacancyType}`)}</td>
                <td className="px-4 py-3 align-top whitespace-nowrap tabular-nums">{end(v)}</td>
                <td className="px-4 py-3 align-top">
                  <RowActions vacancy={v} now={now} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-4 flex flex-col gap-3 md:hidden" data-testid="vacancy-cards">
        {vacancies.map((v) => (
          <li key={v.id} className="rounded-lg border border-border bg-surface-raised p-4" data-testid="vacancy-card">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0 font-semibold break-words">{v.title}</p>
              <VacancyStatusBadge status={v.status} />
            </div>
            <p className="mt-1 text-sm text-fg-muted">
              {v.organization?.name} · {t(`vacancy-admin:types.${v.vacancyType}`)}
            </p>
            <p className="mt-1 text-sm text-fg-muted">
              {t("vacancy-admin:list.columns.expiresAt")}: {end(v)}
            </p>
            <div className="mt-3">
              <RowActions vacancy={v} now={now} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Previous / next with the page number; links, so paging works without JS too. */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const link = buttonClasses({ flavor: "outline", color: "muted", size: "sm" });
  return (
    <nav aria-label={t("vacancy-admin:list.pagination")} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link} rel="prev">
          {t("vacancy-admin:list.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-fg-muted">{t("vacancy-admin:list.page", { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className={link} rel="next">
          {t("vacancy-admin:list.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
