import { Link } from "react-router";
import type { Vacancy } from "../../../contract/vacancies";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";

/** The vacancy's themes, each a way into the bank filtered by it (text only: the icons stay off this page's bundle). */
export function VacancyThemes({ themes }: { themes: Vacancy["themes"] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  if (!themes.length) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3" data-testid="vacancy-themes">
      <span className="text-fg-muted">{t("vacancies:detail.themes")}</span>
      {themes.map((theme) => (
        <Link
          key={theme}
          to={to(`/vacancies/search?${new URLSearchParams({ themes: theme })}`)}
          className="inline-flex min-h-11 items-center font-medium text-link underline underline-offset-4"
        >
          {t(`vacancy-search:themes.${theme}`)}
        </Link>
      ))}
    </p>
  );
}
