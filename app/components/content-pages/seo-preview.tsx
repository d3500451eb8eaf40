import { useTranslation } from "react-i18next";
import "../../lib/texts/content";

/** How a search engine would list the page: its title, address and description, cut where they would be. */
export function SeoPreview({ title, url, description }: { title: string; url: string; description: string }) {
  const { t } = useTranslation();
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
  return (
    <figure className="rounded-lg border border-border bg-surface p-4" data-testid="seo-preview">
      <figcaption className="mb-2 text-sm font-medium text-fg-muted">{t("content:pages.form.preview")}</figcaption>
      <p className="text-sm break-all text-fg-muted">{url}</p>
      <p className="text-xl text-link break-words">{cut(title, 60)}</p>
      <p className="text-base break-words">{cut(description, 160)}</p>
    </figure>
  );
}
