import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { BlockOf } from "../../../contract/content-blocks";
import { cn } from "../../lib/cn";
import { useHydrated } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import { BlockImg } from "./block-img";
import "../../lib/texts/blocks";

/** How long a photo shows while the slideshow plays. */
const INTERVAL_MS = 6000;

const CONTROL =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-border bg-surface-raised text-fg transition-colors hover:border-accent hover:text-accent";

/**
 * Photos one at a time (WAI-ARIA APG carousel). Without JavaScript: a row of every photo to swipe or scroll, snapping to
 * each. With it: previous and next buttons, the position, and a pause/play button; it plays by itself only when the
 * visitor has not asked for less motion, stands still while the pointer is on the photos or focus is in the slideshow
 * (except on the pause button), and stops for good after the visitor moves it themselves. The position is announced
 * politely only while it does not play by itself.
 */
// A row read from the right scrolls to negative offsets: the next slide lies at -width there.
const towardsEnd = (el: HTMLElement) => (getComputedStyle(el).direction === "rtl" ? -1 : 1);

export function PhotoSlideshowBlock({ block }: { block: BlockOf<"PhotoSlideshow"> }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const titleId = useId();
  const track = useRef<HTMLDivElement>(null);
  const pauseButton = useRef<HTMLButtonElement>(null);
  /** The slide a scroll of ours is on its way to: the slides it passes are not the position. */
  const goingTo = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = block.slides.length;
  const rotating = playing && !hovered && !focused;

  // Plays from the start unless the visitor asked for less motion.
  useEffect(() => {
    setPlaying(!window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  }, []);

  const show = useCallback(
    (next: number) => {
      const el = track.current;
      if (!el) return;
      const target = (next + total) % total;
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const offset = target * el.clientWidth * towardsEnd(el);
      goingTo.current = Math.abs(el.scrollLeft - offset) < 2 ? null : target;
      el.scrollTo({ left: offset, behavior: reduce ? "auto" : "smooth" });
      setIndex(target);
    },
    [total],
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => show(index + 1), INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, show]);

  /** The visitor moved it: it stays where they put it. */
  const navigate = (next: number) => {
    setPlaying(false);
    show(next);
  };

  /** The visitor swipes or scrolls the row: it stops playing, and no scroll of ours is under way any more. */
  const takeOver = () => {
    goingTo.current = null;
    setPlaying(false);
  };

  // Once the row rests on a slide, that slide is the position.
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const current = Math.round((el.scrollLeft * towardsEnd(el)) / el.clientWidth);
    if (Math.abs(el.scrollLeft * towardsEnd(el) - current * el.clientWidth) >= 2) return;
    if (goingTo.current !== null) {
      if (current === goingTo.current) goingTo.current = null;
      return;
    }
    setIndex(current);
  };

  return (
    <section
      aria-roledescription={t("blocks:slideshow.carousel")}
      aria-labelledby={block.title ? titleId : undefined}
      aria-label={block.title ? undefined : t("blocks:slideshow.label")}
      className="mx-auto max-w-5xl px-4 py-8 sm:px-6"
      onFocus={(event) => setFocused(event.target !== pauseButton.current)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      data-testid="slideshow"
    >
      {block.title && (
        <h2 id={titleId} className="mb-6 text-3xl font-bold tracking-tight break-words">
          {block.title}
        </h2>
      )}
      <div
        ref={track}
        className={cn(
          "flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain",
          hydrated && "[scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
        )}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls must take the keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        onScroll={onScroll}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onPointerDown={takeOver}
        onWheel={(event) => {
          if (Math.abs(event.deltaX) > Math.abs(event.deltaY)) takeOver();
        }}
      >
        {block.slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group; a fieldset is for form fields.
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides have no id of their own and keep their order.
            key={i}
            role="group"
            aria-roledescription={t("blocks:slideshow.slide")}
            aria-label={t("blocks:slideshow.slideLabel", { n: i + 1, total })}
            className="w-full shrink-0 snap-start snap-always"
          >
            <figure>
              <BlockImg
                image={slide.image}
                sizes="(min-width: 1024px) 976px, 100vw"
                className="aspect-[3/2] w-full rounded-xl bg-surface-sunken object-cover"
              />
              {slide.caption && <figcaption className="mt-3 text-base text-fg-muted">{slide.caption}</figcaption>}
            </figure>
          </div>
        ))}
      </div>
      {hydrated && (
        <div className="mt-4 flex items-center gap-3">
          <button
            type="button"
            className={CONTROL}
            onClick={() => navigate(index - 1)}
            aria-label={t("blocks:slideshow.previous")}
            data-testid="slideshow-prev"
          >
            <ChevronLeft className="size-6 rtl:-scale-x-100" aria-hidden />
          </button>
          <p className="min-w-24 text-center text-base text-fg-muted tabular-nums" aria-live={rotating ? "off" : "polite"}>
            {t("blocks:slideshow.slideLabel", { n: index + 1, total })}
          </p>
          <button
            type="button"
            className={CONTROL}
            onClick={() => navigate(index + 1)}
            aria-label={t("blocks:slideshow.next")}
            data-testid="slideshow-next"
          >
            <ChevronRight className="size-6 rtl:-scale-x-100" aria-hidden />
          </button>
          <button
            ref={pauseButton}
            type="button"
            className={cn(CONTROL, "ms-auto")}
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? t("blocks:slideshow.pause") : t("blocks:slideshow.play")}
            data-testid="slideshow-pause"
            data-playing={playing}
          >
            {playing ? <Pause className="size-5" aria-hidden /> : <Play className="size-5" aria-hidden />}
          </button>
        </div>
      )}
    </section>
  );
}
