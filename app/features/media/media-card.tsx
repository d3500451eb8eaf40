import { FileText } from "lucide-react";
import { Link } from "react-router";
import { dateFormat } from "../../../contract/intl-formats";
import type { MediaFile } from "../../../contract/media-files";
import { buttonClasses } from "../../components/ui/button";
import { formatBytes } from "../../lib/format-bytes";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/content";

/**
 * One file of the grid: its thumbnail (or a PDF icon) opening the file, name, alt text, size and date, and what can
 * be done with it. An image's link is named by its alt text.
 */
export function MediaCard({ file, editHref, deleteHref }: { file: MediaFile; editHref: string; deleteHref: string }) {
  const { t, i18n } = useTranslation();
  const date = dateFormat(i18n.language, { dateStyle: "medium" }).format(new Date(file.createdAt));
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface-raised" data-testid="media-card">
      <a
        href={file.url}
        target="_blank"
        rel="noreferrer"
        className="flex aspect-[4/3] items-center justify-center bg-surface-sunken"
      >
        {file.kind === "image" && file.thumbnailUrl ? (
          <img src={file.thumbnailUrl} alt={file.altText ?? ""} loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <span className="flex flex-col items-center gap-2 text-fg-muted">
            <FileText className="size-12" aria-hidden />
            <span className="text-sm font-medium">
              {t("content:fileUpload.card.pdf")}
              {/* The link's name says which document it opens; the visible text stays in it. */}
              <span className="sr-only">: {file.name}</span>
            </span>
          </span>
        )}
      </a>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold break-words">{file.name}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-base">
          {file.kind === "image" && (
            <>
              <dt className="text-fg-muted">{t("content:fileUpload.card.altText")}</dt>
              <dd className="break-words">{file.altText || t("content:fileUpload.card.noAltText")}</dd>
            </>
          )}
          <dt className="text-fg-muted">{t("content:fileUpload.card.size")}</dt>
          <dd>{formatBytes(file.bytes, i18n.language)}</dd>
          <dt className="text-fg-muted">{t("content:fileUpload.card.date")}</dt>
          <dd>{date}</dd>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {(["edit", "delete"] as const).map((action) => (
            <Link
              key={action}
              to={action === "edit" ? editHref : deleteHref}
              preventScrollReset
              className={buttonClasses({ flavor: "outline", color: action === "edit" ? "muted" : "danger", size: "lg" })}
              aria-label={t(`content:fileUpload.${action}.actionLabel`, { name: file.name })}
            >
              {t(`content:fileUpload.${action}.action`)}
            </Link>
          ))}
        </div>
      </div>
    </li>
  );
}
