import { Search } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button";
import { INPUT } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";

/** Where a visitor can go on from a page that is not there: a search of the vacancy bank (a plain GET form), home, the bank. */
export function NotFoundWays({ locale }: { locale: string }) {
  const { t } = useTranslation();
  return (
    <>
      <search className="mt-8 block w-full">
        <form method="get" action={`/${locale}/vacancies/search`} className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor="not-found-q" className="sr-only">
            {t("home:searchLabel")}
          </label>
          <input id="not-found-q" type="search" name="q" placeholder={t("home:searchPlaceholder")} className={`${INPUT} h-12`} />
          <Button type="submit" size="lg">
            <Search className="size-5" aria-hidden />
            {t("home:searchButton")}
          </Button>
        </form>
      </search>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={`/${locale}`} className={buttonClasses({ flavor: "outline", size: "lg" })}>
          {t("errors:page.backToHome")}
        </Link>
        <Link to={`/${locale}/vacancies/search`} className={buttonClasses({ flavor: "outline", size: "lg" })}>
          {t("nav.vacancyBank")}
        </Link>
      </div>
    </>
  );
}
