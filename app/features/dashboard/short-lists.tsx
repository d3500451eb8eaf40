import { Link } from "react-router";
import type { DashboardApplication, DashboardVacancy } from "../../../contract/dashboard";
import { ItemList } from "../../components/ui/item-list";
import { useTranslation } from "../../lib/i18n";
import { useLocale, useLocalePath } from "../../lib/locale";
import { ApplicationStatusBadge } from "../applications/status-badge";
import "../../lib/texts/dashboard";
import "../../lib/texts/match-followups";
import { dateFormat } from "../../../contract/intl-formats";

interface Section {
  title: string;
  empty: string;
  /** The whole list this one is the start of. */
  all?: string;
  testId: string;
}

/** A short list under its title, with a link to the whole list, or a line saying it is empty. */
function Panel<T extends { id: string }>({
  title,
  empty,
  all,
  testId,
  items,
  itemClassName,
  children,
}: Section & { items: T[]; itemClassName: string; children: (item: T) => React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-lg border border-border bg-surface-raised p-4" data-testid={testId}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        {all && (
          <Link to={all} className="inline-flex min-h-11 shrink-0 items-center text-sm font-medium text-link hover:underline">
            {t("dashboard:viewAll")}
          </Link>
        )}
      </div>
      <ItemList
        items={items}
        empty={empty}
        className="mt-3 divide-y divide-border"
        itemClassName={itemClassName}
        emptyClassName="mt-3 rounded-md p-4 text-sm"
        emptyTestId="empty"
      >
        {children}
      </ItemList>
    </section>
  );
}

const useDate = () => {
  const locale = useLocale();
  const format = dateFormat(locale, { dateStyle: "medium", timeZone: "Europe/Amsterdam" });
  return (iso: string) => format.format(new Date(iso));
};

/** Applications, newest first, each linking to its page. */
export function ApplicationList({ items, ...section }: Section & { items: DashboardApplication[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const date = useDate();
  return (
    <Panel {...section} items={items} itemClassName="relative flex items-start justify-between gap-3 py-3">
      {(a) => (
        <>
          <div className="min-w-0">
            <Link to={to(`/applications/${a.id}`)} className="font-medium break-words stretched-link">
              {a.vacancyTitle}
            </Link>
            <p className="text-fg-muted">
              {a.name} · {date(a.createdAt)}
              {a.matchOutcome && ` · ${t(`match-followups:outcomes.${a.matchOutcome}`)}`}
            </p>
          </div>
          <ApplicationStatusBadge status={a.status} />
        </>
      )}
    </Panel>
  );
}

/** Vacancies linking to their public page, with their end date or when they were placed. */
export function VacancyList({ items, show, ...section }: Section & { items: DashboardVacancy[]; show: "expires" | "published" }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const date = useDate();
  return (
    <Panel {...section} items={items} itemClassName="relative py-3">
      {(v) => {
        const when = show === "expires" ? v.expiresAt : v.publishedAt;
        return (
          <>
            <Link to={to(`/vacancies/${v.id}`)} className="font-medium break-words stretched-link">
              {v.title}
            </Link>
            <p className="text-fg-muted">
              {[v.organizationName, v.city].filter(Boolean).join(" · ")}
              {when &&
                ` · ${t(show === "expires" ? "dashboard:lists.expiresOn" : "dashboard:lists.publishedOn", { date: date(when) })}`}
            </p>
          </>
        );
      }}
    </Panel>
  );
}
