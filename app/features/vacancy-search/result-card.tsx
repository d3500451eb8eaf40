import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { formatNumber } from "../../../contract/intl-formats";
import type { VacancySearchHit } from "../../../contract/vacancy-search";
import { useAuthoredText, useContentLang } from "../../lib/content-language";
import { useTranslation } from "../../lib/i18n";
import { useLocale, useLocalePath } from "../../lib/locale";
import { SaveButton } from "../saved-vacancies/save-button";
import { ThemeIcon } from "../vacancies/theme-icon";
import type { BankReturnState } from "./bank-return";
import { FactIcon } from "./fact-icon";
import type { FactIconName } from "./fact-icons";
import { formatDay } from "./labels";

function Fact({ icon, children }: { icon: FactIconName; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      <FactIcon name={icon} />
      {children}
    </li>
  );
}

/**
 * One hit: what, who, where, until when, and the practical facts at a glance. The person-to-person bank, where
 * every hit is of its one kind, leaves the type out (`showType`) and keeps the request or offer. The whole card is
 * the title link's target (its ::after covers the card), one link for a screen reader; the heart sits above it.
 */
export function ResultCard({
  hit,
  showType = true,
  newTab,
}: {
  hit: VacancySearchHit;
  showType?: boolean;
  /**
   * The embedded bank on another site (issue 43): the vacancy opens on the centre's own site in a new tab, its text
   * for a screen reader saying so; no heart, which would be kept in the other site's partitioned storage.
   */
  newTab?: { label: string };
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const { pathname, search } = useLocation();
  // The vacancy page's 'Back to results' returns to this very search.
  const back: BankReturnState = { bankSearch: `${pathname}${search}` };
  const title = useAuthoredText()(hit.title, hit.titleEn);
  // The summary is only written in Dutch.
  const summaryLang = useContentLang();
  const distance = hit.distanceKm != null ? formatNumber(locale, hit.distanceKm, 1) : null;
  return (
    <article
      className="relative flow-root rounded-lg border border-border bg-surface-raised p-4 hover:border-primary-400 sm:p-5"
      data-testid="search-result"
    >
      {hit.imageSmallUrl && (
        // Beside the title, which says what it shows: decorative for a screen reader, and left out where the title
        // needs the width (below 360 px).
        <img
          src={hit.imageSmallUrl}
          alt=""
          width={160}
          height={120}
          loading="lazy"
          decoding="async"
          className="float-end mb-2 ms-3 size-20 rounded-md bg-surface-sunken object-cover max-[359px]:hidden sm:ms-4 sm:h-28 sm:w-40"
          data-testid="search-result-image"
        />
      )}
      <div className="flex flex-wrap gap-1.5">
        {showType && (
          <span className="rounded-full bg-primary-100 px-2.5 py-0.5 text-sm font-medium text-primary-900 dark:bg-primary-900 dark:text-primary-100">
            {t(`vacancy-search:types.${hit.vacancyType}`)}
          </span>
        )}
        {hit.helpKind && (
          <span
            className="rounded-full bg-secondary-100 px-2.5 py-0.5 text-sm font-medium text-secondary-900 dark:bg-secondary-900 dark:text-secondary-100"
            data-testid="search-result-help-kind"
          >
            {t(`vacancy-search:helpKinds.${hit.helpKind}`)}
          </span>
        )}
        {hit.tags.map((tag) => (
          <span
            key={tag}
            className="rounded-full bg-muted-100 px-2.5 py-0.5 text-sm font-medium text-muted-900 dark:bg-muted-800 dark:text-muted-100"
          >
            {t(`vacancy-search:tags.${tag}`)}
          </span>
        ))}
      </div>
      <div className="mt-2 flex items-start justify-between gap-2">
        <h3 className="text-lg leading-snug font-semibold">
          {newTab ? (
            <a
              href={to(`/vacancies/${hit.id}`)}
              target="_blank"
              rel="noopener"
              className="stretched-link"
              data-testid="search-result-title"
            >
              <span lang={title.lang}>{title.text}</span>
              <span className="sr-only"> ({newTab.label})</span>
            </a>
          ) : (
            <Link
              to={to(`/vacancies/${hit.id}`)}
              state={back}
              className="stretched-link"
              data-testid="search-result-title"
              lang={title.lang}
            >
              {title.text}
            </Link>
          )}
        </h3>
        {!newTab && <SaveButton id={hit.id} title={title} className="relative z-10 -mt-2 -me-2" />}
      </div>
      <p className="mt-0.5 text-fg-muted">{hit.organizationName}</p>
      {hit.themes.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1" aria-label={t("vacancy-search:filters.themes")}>
          {hit.themes.map((theme) => (
            <li key={theme} className="inline-flex items-center gap-1.5" data-testid="search-result-theme">
              <ThemeIcon theme={theme} className="size-4 shrink-0 text-accent" />
              {t(`vacancy-search:themes.${theme}`)}
            </li>
          ))}
        </ul>
      )}
      {hit.summary && (
        <p className="mt-2 line-clamp-3 leading-relaxed" lang={summaryLang}>
          {hit.summary}
        </p>
      )}
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5">
        <Fact icon={hit.remote ? "wifi" : "map-pin"}>
          {hit.remote ? t("vacancy-search:card.remote") : (hit.city ?? "")}
          {distance && (
            <span data-testid="search-result-distance">{` · ${t("vacancy-search:card.distance", { distance })}`}</span>
          )}
        </Fact>
        {hit.expiresAt && (
          <Fact icon="calendar-clock">
            <time dateTime={hit.expiresAt} data-testid="search-result-closes">
              {t("vacancy-search:card.closes", { date: formatDay(locale, hit.expiresAt) })}
            </time>
          </Fact>
        )}
        {hit.hoursPerWeek != null && <Fact icon="clock">{t("vacancy-search:card.hours", { count: hit.hoursPerWeek })}</Fact>}
        {hit.fromHome && <Fact icon="house">{t("vacancy-search:card.fromHome")}</Fact>}
        {hit.expensesReimbursed && <Fact icon="euro">{t("vacancy-search:card.expenses")}</Fact>}
        {!hit.vogRequired && <Fact icon="shield-check">{t("vacancy-search:card.noVog")}</Fact>}
        {hit.wheelchairAccessible && <Fact icon="accessibility">{t("vacancy-search:card.wheelchair")}</Fact>}
      </ul>
    </article>
  );
}

/** Vacancies as the bank shows them, one card under the other (the gap is the caller's). */
export function ResultCards({ hits, className }: { hits: VacancySearchHit[]; className: string }) {
  return (
    <ul className={`flex flex-col ${className}`}>
      {hits.map((hit) => (
        <li key={hit.id}>
          <ResultCard hit={hit} />
        </li>
      ))}
    </ul>
  );
}
