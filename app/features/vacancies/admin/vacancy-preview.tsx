import { CalendarDays, Clock, MapPin, User } from "lucide-react";
import { amsterdamToIso, endOfAmsterdamDay } from "../../../../contract/amsterdam-time";
import { type HelpKind, isPersonToPersonType, type VacancyType } from "../../../../contract/vacancy-options";
import { useTranslation } from "../../../lib/i18n";
import { useLocale } from "../../../lib/locale";
import type { VacancyDraft } from "./form-values";
import { dateFormat, RICH_TEXT } from "./format";
import "../../../lib/texts/vacancy-admin";

/**
 * The vacancy as a visitor of the bank will see it, from the form as it is now (saved or not). The description is
 * the editor's own HTML (only what its schema allows) or the saved, sanitised one.
 */
export function VacancyPreview({
  draft,
  imageUrl,
  organizationName,
  contactName,
}: {
  draft: VacancyDraft;
  /** The image as the form has it now: saved, uploaded, or just chosen. */
  imageUrl: string | null;
  organizationName: string | null;
  contactName: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const day = dateFormat(locale, { dateStyle: "long" });
  const moment = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const end = draft.expires_at ? endOfAmsterdamDay(draft.expires_at) : null;
  const place = draft.remote ? t("vacancy-admin:preview.remote") : [draft.city, draft.postal_code].filter(Boolean).join(", ");
  const hours = Number(draft.hours_per_week.replace(",", "."));
  const facts = (
    [
      ["expenses_reimbursed", "expensesReimbursed"],
      ["vog_required", "vogRequired"],
      ["wheelchair_accessible", "wheelchairAccessible"],
      ["from_home", "fromHome"],
    ] as const
  ).filter(([name]) => draft[name]);
  const dates = draft.vacancy_type === "activity" ? draft.dates.map((d) => amsterdamToIso(d.starts_at)).filter(Boolean) : [];
  return (
    <article className="rounded-lg border border-border bg-surface-raised p-5 shadow-sm sm:p-8" data-testid="vacancy-preview">
      {imageUrl && (
        <img src={imageUrl} alt="" width={480} height={270} className="mb-5 aspect-video w-full rounded-md object-cover" />
      )}
      <p className="text-sm font-medium text-fg-muted">{organizationName}</p>
      <h2 className="mt-1 text-2xl font-bold break-words sm:text-3xl">{draft.title || t("vacancy-admin:preview.untitled")}</h2>
      <ul className="mt-3 flex flex-wrap gap-2 text-xs font-semibold">
        <li className="rounded-full bg-primary-100 px-2.5 py-0.5 text-primary-900 dark:bg-primary-900 dark:text-primary-100">
          {t(`vacancy-admin:types.${draft.vacancy_type as VacancyType}`)}
        </li>
        {isPersonToPersonType(draft.vacancy_type) && draft.help_kind && (
          <li className="rounded-full bg-secondary-100 px-2.5 py-0.5 text-secondary-900 dark:bg-secondary-900 dark:text-secondary-100">
            {t(`vacancy-admin:helpKinds.${draft.help_kind as HelpKind}`)}
          </li>
        )}
        {draft.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-surface-sunken px-2.5 py-0.5">
            {t(`vacancy-admin:tags.${tag}`)}
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
        {place && (
          <div className="flex items-center gap-2">
            <MapPin className="size-4 text-fg-muted" aria-hidden />
            <dt className="sr-only">{t("vacancy-admin:form.city")}</dt>
            <dd>{place}</dd>
          </div>
        )}
        {end && (
          <div className="flex items-center gap-2">
            <CalendarDays className="size-4 text-fg-muted" aria-hidden />
            <dt className="sr-only">{t("vacancy-admin:form.expiresAt")}</dt>
            <dd>{t("vacancy-admin:preview.until", { date: day.format(new Date(end)) })}</dd>
          </div>
        )}
        {hours > 0 && (
          <div className="flex items-center gap-2">
            <Clock className="size-4 text-fg-muted" aria-hidden />
            <dt className="sr-only">{t("vacancy-admin:form.hoursPerWeek")}</dt>
            <dd>{t("vacancy-admin:preview.hoursPerWeek", { count: hours })}</dd>
          </div>
        )}
        {contactName && (
          <div className="flex items-center gap-2">
            <User className="size-4 text-fg-muted" aria-hidden />
            <dt className="sr-only">{t("vacancy-admin:preview.contact")}</dt>
            <dd>{contactName}</dd>
          </div>
        )}
      </dl>
      {draft.summary && <p className="mt-5 text-lg font-medium">{draft.summary}</p>}
      {draft.description ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the editor's schema-bound HTML or the server-sanitised description.
        <div className={`mt-4 ${RICH_TEXT}`} dangerouslySetInnerHTML={{ __html: draft.description }} />
      ) : (
        <p className="mt-4 text-fg-muted">{t("vacancy-admin:preview.empty")}</p>
      )}
      {dates.length > 0 && (
        <ul className="mt-4 list-disc ps-6 text-sm">
          {dates.map((iso) => (
            <li key={iso}>{moment.format(new Date(iso as string))}</li>
          ))}
        </ul>
      )}
      {(facts.length > 0 || draft.minimum_age) && (
        <ul className="mt-5 flex flex-wrap gap-2 text-sm">
          {draft.minimum_age && (
            <li className="rounded-md border border-border px-2 py-1">
              {t("vacancy-admin:preview.minimumAge", { age: draft.minimum_age })}
            </li>
          )}
          {facts.map(([name, label]) => (
            <li key={name} className="rounded-md border border-border px-2 py-1">
              {t(`vacancy-admin:form.${label}`)}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
