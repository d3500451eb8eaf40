import type { ReactNode } from "react";
import type { StockImage } from "../../../contract/stock-images";
import { contentLocaleOf } from "../../../locales/languages";
import { useTranslation } from "../../lib/i18n";

/** The library's pictures as cards: the small variant, the name and short description in the page's language. */
export function StockImageGrid({ images, action }: { images: StockImage[]; action?: (image: StockImage) => ReactNode }) {
  const { i18n } = useTranslation();
  const lang = contentLocaleOf(i18n.language);
  return (
    <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3" data-testid="stock-image-grid">
      {images.map((image) => (
        <li key={image.id} className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface-raised">
          <img
            src={image.imageSmallUrl}
            alt=""
            width={480}
            height={320}
            loading="lazy"
            className="aspect-[3/2] w-full bg-surface-sunken object-cover"
          />
          <div className="flex flex-1 flex-col gap-1 p-4">
            <h3 className="font-semibold">{image.name[lang]}</h3>
            <p className="text-fg-muted">{image.shortDescription[lang]}</p>
            {action && <div className="mt-auto flex flex-wrap gap-2 pt-3">{action(image)}</div>}
          </div>
        </li>
      ))}
    </ul>
  );
}
