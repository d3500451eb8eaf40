import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { BlockOf } from "../../../contract/content-blocks";
import { useHydrated } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/blocks";

/**
 * A YouTube video that loads nothing from YouTube or Google until the visitor asks: a panel in the centre's colours
 * with a play button, which then becomes the player (youtube-nocookie.com, allowed by the CSP's frame-src). Without
 * JavaScript the panel is a link to the video on YouTube, and the link under it is there for everyone.
 */
export function YouTubeBlock({ block }: { block: BlockOf<"YouTube"> }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const watchUrl = `https://www.youtube.com/watch?v=${encodeURIComponent(block.video)}`;

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  const face = (
    <>
      <span className="flex size-20 items-center justify-center rounded-full bg-white text-primary-800 shadow-lg transition-transform group-hover:scale-105 sm:size-24">
        <Play className="ms-1 size-10 fill-current sm:size-12" aria-hidden />
      </span>
      <span className="max-w-xl text-lg font-semibold break-words sm:text-2xl">
        <span className="block text-sm font-medium tracking-wide text-primary-100 uppercase">
          {t("blocks:youTube.play")}
          <span className="sr-only">: </span>
        </span>
        {block.title}
      </span>
    </>
  );
  const faceClass =
    "group flex size-full flex-col items-center justify-center gap-4 rounded-xl bg-gradient-to-br from-primary-700 to-primary-950 p-6 text-center text-white focus-visible:outline-offset-4";

  return (
    <figure className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <div className="aspect-video w-full">
        {playing ? (
          <iframe
            ref={frame}
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(block.video)}?autoplay=1`}
            title={block.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            className="size-full rounded-xl border-0 bg-black"
          />
        ) : hydrated ? (
          <button type="button" className={faceClass} onClick={() => setPlaying(true)} data-testid="youtube-play">
            {face}
          </button>
        ) : (
          <a href={watchUrl} className={faceClass}>
            {face}
          </a>
        )}
      </div>
      <figcaption className="mt-3 text-base text-fg-muted">
        {!playing && <>{t("blocks:youTube.note")} </>}
        <a href={watchUrl} className="inline-flex min-h-11 items-center text-link underline underline-offset-4">
          {t("blocks:youTube.watch")}
        </a>
      </figcaption>
    </figure>
  );
}
