import type { BlockImage } from "../../../contract/content-blocks";
import { cn } from "../../lib/cn";

/** The width of an image's small variant (server/modules/media/image-processing.ts). */
const SMALL_WIDTH = 480;

/**
 * A block's image with its alt text: its size when known (no layout shift), the small variant for narrow screens.
 * Lazy unless it is in a hero at the top of the page.
 */
export function BlockImg({
  image,
  sizes,
  className,
  eager = false,
  priority = false,
}: {
  image: BlockImage;
  /** How wide it shows, for choosing between the small variant and the full image. */
  sizes: string;
  className?: string;
  eager?: boolean;
  /** The page's largest picture at its top: fetched before other images. */
  priority?: boolean;
}) {
  if (!image.url) return null;
  const srcSet =
    image.small && image.width && image.width > SMALL_WIDTH
      ? `${image.small} ${SMALL_WIDTH}w, ${image.url} ${image.width}w`
      : undefined;
  return (
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cn("h-auto max-w-full", className)}
    />
  );
}
