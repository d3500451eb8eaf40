import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/content";

/** Previous and next page of the grid, as plain links (the search stays in the address). */
export function MediaPagination({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const link = buttonClasses({ flavor: "outline", color: "muted", size: "lg" });
  return (
    <nav aria-label={t("content:fileUpload.pages.label")} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={link} rel="prev">
          {t("content:fileUpload.pages.previous")}
        </Link>
      ) : (
        <span />
      )}
      <p aria-current="page">{t("content:fileUpload.pages.current", { page, pages })}</p>
      {page < pages ? (
        <Link to={hrefOf(page + 1)} className={link} rel="next">
          {t("content:fileUpload.pages.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
