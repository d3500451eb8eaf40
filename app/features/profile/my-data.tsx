import { Download, FileJson, FileText } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import "../../lib/texts/profile";

const DOWNLOADS = [
  { format: "html", label: "profile:myData.downloadHtml", Icon: FileText },
  { format: "json", label: "profile:myData.downloadJson", Icon: FileJson },
] as const;

/**
 * "Mijn gegevens": what the export holds, the two downloads (plain links: files, and no script needed), and how to
 * have something corrected or deleted. Someone signed in as the person is told why there is nothing to download.
 */
export function MyData({ impersonated }: { impersonated: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className="flex flex-col gap-8">
      <p className="text-lg">{t("profile:myData.intro")}</p>

      <section aria-labelledby="my-data-included">
        <h2 id="my-data-included" className="text-xl font-semibold">
          {t("profile:myData.includedTitle")}
        </h2>
        <p className="mt-2">{t("profile:myData.included")}</p>
        <p className="mt-2 text-fg-muted">{t("profile:myData.notIncluded")}</p>
      </section>

      <section aria-labelledby="my-data-download">
        <h2 id="my-data-download" className="text-xl font-semibold">
          {t("profile:myData.downloadTitle")}
        </h2>
        {impersonated ? (
          <p
            className="mt-2 rounded-md bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            data-testid="my-data-refused"
          >
            {t("profile:myData.impersonated")}
          </p>
        ) : (
          <>
            <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {DOWNLOADS.map(({ format, label, Icon }) => (
                <li key={format}>
                  <a
                    href={`${to("/profiel/mijn-gegevens/export")}?format=${format}`}
                    // A long label wraps on a narrow phone instead of running off the screen.
                    className={cn(
                      buttonClasses({ flavor: format === "html" ? "solid" : "outline" }),
                      "h-auto min-h-11 w-full gap-2 py-2 whitespace-normal sm:w-auto",
                    )}
                    download
                  >
                    <Icon className="size-5 shrink-0" aria-hidden />
                    {t(label)}
                    <Download className="size-4 shrink-0" aria-hidden />
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-fg-muted">{t("profile:myData.downloadHint")}</p>
          </>
        )}
      </section>

      <section aria-labelledby="my-data-rights">
        <h2 id="my-data-rights" className="text-xl font-semibold">
          {t("profile:myData.rightsTitle")}
        </h2>
        <p className="mt-2">{t("profile:myData.rights")}</p>
        <nav aria-labelledby="my-data-rights" className="mt-4 flex flex-wrap gap-3">
          <Link to={to("/profile-edit")} className={buttonClasses({ flavor: "outline", color: "muted" })}>
            {t("profile:myData.editProfile")}
          </Link>
          <Link to={to("/contactformulier")} className={buttonClasses({ flavor: "outline", color: "muted" })}>
            {t("profile:myData.contact")}
          </Link>
          <Link to={to("/account/verwijderen")} className={buttonClasses({ flavor: "outline", color: "muted" })}>
            {t("profile:myData.deleteAccount")}
          </Link>
        </nav>
      </section>
    </div>
  );
}
