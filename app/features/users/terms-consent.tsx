import { CheckboxField } from "../../components/ui/checkbox-field";
import { useTranslation } from "../../lib/i18n";
import { useLocale, useLocalePath } from "../../lib/locale";
import type { TermsPage } from "./terms-pages.server";
import "../../lib/texts/identity";

/** The terms check box of both sign-ups, with links to the pages it asks to accept (they open beside the form). */
export function TermsConsent({
  pages,
  error,
  checkbox,
}: {
  pages: TermsPage[];
  error?: string;
  /** The check box's own props (name, id, validation). */
  checkbox: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const locale = useLocale();
  const describedBy = [error ? "accept_terms-error" : null, pages.length > 0 ? "accept_terms-pages" : null].filter(Boolean);
  return (
    <div className="flex flex-col gap-1.5">
      <CheckboxField
        label={t("identity:signup.terms")}
        {...checkbox}
        id="accept_terms"
        name="accept_terms"
        aria-describedby={describedBy.join(" ") || undefined}
      />
      {pages.length > 0 && (
        <p id="accept_terms-pages" className="ms-8 flex flex-wrap gap-x-4">
          <span>{t("identity:signup.readFirst")}</span>
          {pages.map((page) => (
            <a
              key={page.slug}
              href={to(`/${page.slug}`)}
              target="_blank"
              rel="noopener"
              lang={page.lang}
              className="inline-flex min-h-11 items-center font-medium text-link underline underline-offset-4"
            >
              {page.title}
              <span className="sr-only" lang={locale}>
                {" "}
                ({t("identity:signup.opensInNewTab")})
              </span>
            </a>
          ))}
        </p>
      )}
      {error && (
        <p id="accept_terms-error" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
