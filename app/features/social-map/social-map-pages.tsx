import { Link, useSearchParams } from "react-router";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/social-map";
import { buttonClasses } from "../../components/ui/button";

/** Previous and next as real links, so paging works without JavaScript and keeps the filters. */
export function SocialMapPages({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const href = (n: number) => {
    const next = new URLSearchParams(params);
    next.set("pagina", String(n));
    return `?${next}`;
  };
  const link = buttonClasses({ flavor: "outline", color: "muted" });
  return (
    <nav aria-label={t("social-map:pagination.label")} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={link}>
          {t("social-map:pagination.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-fg-muted">{t("social-map:pagination.page", { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={link}>
          {t("social-map:pagination.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
