import { Download } from "lucide-react";
import { useTranslation } from "../../lib/i18n";
// Its texts travel with the back office's lists, not in every public page's catalogue.
import "../../lib/texts/data-viewer";

/**
 * "Exporteren: CSV · Excel": a list's export with the screen's current filters (`params`, without its page), as files
 * (plain links, not the router's).
 */
export function ExportLinks({ href, params }: { href: string; params: URLSearchParams }) {
  const { t } = useTranslation();
  const link = (format: "csv" | "xlsx") => {
    const query = new URLSearchParams(params);
    query.delete("page");
    query.set("format", format);
    return `${href}?${query}`;
  };
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="export-links">
      <Download className="size-4 text-fg-muted" aria-hidden />
      <span>{t("data-viewer:exports.label")}</span>
      <a href={link("csv")} className="font-semibold text-link hover:underline" download>
        CSV
      </a>
      <span aria-hidden>·</span>
      <a href={link("xlsx")} className="font-semibold text-link hover:underline" download>
        Excel
      </a>
    </p>
  );
}
