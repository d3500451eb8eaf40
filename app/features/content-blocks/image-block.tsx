import type { BlockOf } from "../../../contract/content-blocks";
import { BlockImg } from "./block-img";

/** One picture, as wide as the page's text and images, with its caption. */
export function ImageBlock({ block }: { block: BlockOf<"Image"> }) {
  if (!block.image.url) return null;
  return (
    <figure className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <BlockImg
        image={block.image}
        sizes="(min-width: 1024px) 976px, 100vw"
        className="w-full rounded-xl bg-surface-sunken object-cover"
      />
      {block.caption && <figcaption className="mt-3 text-center text-base text-fg-muted">{block.caption}</figcaption>}
    </figure>
  );
}
