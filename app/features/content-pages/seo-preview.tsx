import { useTranslation } from "../../lib/i18n";
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

/** How a shared link shows in a chat or on social media: the page's image, the site's host, the share title and text. */
export function SharePreview({
  title,
  url,
  description,
  imageUrl,
}: {
  title: string;
  url: string;
  description: string;
  imageUrl: string | null;
}) {
  const { t } = useTranslation();
  const host = url.replace(/^https?:\/\//, "").split("/")[0];
  return (
    <figure className="max-w-md" data-testid="share-preview">
      <figcaption className="mb-2 text-sm font-medium text-fg-muted">{t("content:pages.form.sharePreview")}</figcaption>
      <div className="overflow-hidden rounded-lg border border-border bg-surface">
        {imageUrl && <img src={imageUrl} alt="" className="aspect-[1.91/1] w-full object-cover" />}
        <div className="flex flex-col gap-1 p-3">
          {host && <p className="text-xs tracking-wide text-fg-muted uppercase">{host}</p>}
          <p className="font-semibold break-words">{title}</p>
          {description && <p className="line-clamp-2 text-sm break-words text-fg-muted">{description}</p>}
        </div>
      </div>
    </figure>
  );
}
