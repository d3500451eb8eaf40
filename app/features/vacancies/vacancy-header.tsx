import { Building2, Pencil, Send } from "lucide-react";
import { Link } from "react-router";
import type { Vacancy } from "../../../contract/vacancies";
import { buttonClasses } from "../../components/ui/button";
import { useAuthoredText } from "../../lib/content-language";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { SaveButton } from "../saved-vacancies/save-button";
import { VacancyBadges } from "./vacancy-badges";
import { VacancyThemes } from "./vacancy-themes";

/** Badges, title, the organization (linked to its page) and, for staff, the edit link. */
export function VacancyHeader({ vacancy, canEdit }: { vacancy: Vacancy; canEdit: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const title = useAuthoredText()(vacancy.title, vacancy.titleEn);
  return (
    <header className="flex flex-col gap-4">
      <VacancyBadges vacancy={vacancy} />
      <h1 className="text-3xl font-bold text-balance break-words sm:text-4xl" lang={title.lang}>
        {title.text}
      </h1>
      <VacancyThemes themes={vacancy.themes} />
      {vacancy.organization && (
        <p className="flex items-center gap-2 text-lg">
          {vacancy.organization.logoUrl ? (
            // Beside the organization's name, which says whose it is.
            <img
              src={vacancy.organization.logoUrl}
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-md border border-border bg-white object-contain p-1"
              data-testid="organization-logo"
            />
          ) : (
            <Building2 className="size-5 shrink-0 text-fg-muted" aria-hidden />
          )}
          <span className="sr-only">{t("vacancies:detail.by")}</span>
          <Link
            to={to(`/organizations/${vacancy.organization.id}`)}
            className="inline-flex min-h-11 items-center font-medium text-link hover:underline"
          >
            {vacancy.organization.name}
          </Link>
        </p>
      )}
      {vacancy.status !== "published" && <p className="text-fg-muted">{t("vacancies:detail.notPublic")}</p>}
      <div className="flex flex-wrap gap-2">
        {/* On a phone the form is far down: one tap there, without JavaScript too. */}
        <a href="#apply" className={buttonClasses({ size: "lg" })}>
          <Send className="size-4" aria-hidden />
          {t("vacancies:detail.apply")}
        </a>
        <SaveButton id={vacancy.id} title={title} className="border border-border" />
        {canEdit && (
          <Link to={to(`/vacancies/${vacancy.id}/edit`)} className={buttonClasses({ flavor: "pastel", size: "lg" })}>
            <Pencil className="size-4" aria-hidden />
            {t("vacancies:detail.edit")}
          </Link>
        )}
      </div>
    </header>
  );
}
