import { Monitor, Moon, Smartphone, Sun } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ContentBlock } from "../../../contract/content-blocks";
import { Button } from "../../components/ui/button";
import { FIELDSET } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { PREVIEW_ASK, PREVIEW_READY, type PreviewMessage } from "./preview-messages";
import "../../lib/texts/content";

/** The widths a visitor's screen has in the preview: a common phone's and a laptop's. */
const WIDTHS = { phone: 390, desktop: 1280 } as const;
const HEIGHT = 760;

/**
 * The blocks as visitors will see them, while they are edited: a frame at a phone's or a desktop's width (scaled down to
 * fit), light or dark. The frame renders what it is sent (content.preview.tsx); nothing is saved.
 */
export function PagePreview({ blocks }: { blocks: ContentBlock[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [width, setWidth] = useState<keyof typeof WIDTHS>("phone");
  const [mode, setMode] = useState<PreviewMessage["mode"]>("light");
  const [room, setRoom] = useState<number>(WIDTHS.desktop);
  const label = (key: string) => t(`content:pages.preview.${key}`);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        event.origin === window.location.origin &&
        event.source === frame.current?.contentWindow &&
        event.data === PREVIEW_READY
      )
        setReady(true);
    };
    window.addEventListener("message", onMessage);
    frame.current?.contentWindow?.postMessage(PREVIEW_ASK, window.location.origin);
    const observer = new ResizeObserver(([entry]) => setRoom(entry.contentRect.width));
    if (box.current) observer.observe(box.current);
    return () => {
      window.removeEventListener("message", onMessage);
      observer.disconnect();
    };
  }, []);

  useEffect(() => {
    if (!ready) return;
    // Typing sends once it pauses, not at every key.
    const timer = setTimeout(() => {
      const message: PreviewMessage = { type: "page-preview", blocks, mode };
      frame.current?.contentWindow?.postMessage(message, window.location.origin);
    }, 300);
    return () => clearTimeout(timer);
  }, [ready, blocks, mode]);

  const frameWidth = WIDTHS[width];
  const scale = Math.min(1, room / frameWidth);
  const toggle = (pressed: boolean) => ({ flavor: pressed ? "solid" : "outline", color: pressed ? "primary" : "muted" }) as const;
  return (
    <section aria-labelledby="page-preview-title" className={FIELDSET}>
      <h3 id="page-preview-title" className="text-lg font-semibold">
        {label("title")}
      </h3>
      <div className="flex flex-wrap gap-4">
        <fieldset className="flex gap-2">
          <legend className="sr-only">{label("width")}</legend>
          <Button {...toggle(width === "phone")} size="lg" aria-pressed={width === "phone"} onClick={() => setWidth("phone")}>
            <Smartphone className="size-4" aria-hidden />
            {label("phone")}
          </Button>
          <Button
            {...toggle(width === "desktop")}
            size="lg"
            aria-pressed={width === "desktop"}
            onClick={() => setWidth("desktop")}
          >
            <Monitor className="size-4" aria-hidden />
            {label("desktop")}
          </Button>
        </fieldset>
        <fieldset className="flex gap-2">
          <legend className="sr-only">{label("mode")}</legend>
          <Button {...toggle(mode === "light")} size="lg" aria-pressed={mode === "light"} onClick={() => setMode("light")}>
            <Sun className="size-4" aria-hidden />
            {label("light")}
          </Button>
          <Button {...toggle(mode === "dark")} size="lg" aria-pressed={mode === "dark"} onClick={() => setMode("dark")}>
            <Moon className="size-4" aria-hidden />
            {label("dark")}
          </Button>
        </fieldset>
      </div>
      <div ref={box} className="min-w-0 overflow-hidden rounded-md border border-border bg-surface-sunken">
        <div style={{ height: HEIGHT * scale, width: frameWidth * scale }} className="mx-auto">
          <iframe
            ref={frame}
            src={to("/content/preview")}
            title={label("frameTitle")}
            style={{ width: frameWidth, height: HEIGHT, transform: `scale(${scale})`, transformOrigin: "top left" }}
            className="block border-0 bg-white"
            data-testid="page-preview"
          />
        </div>
      </div>
    </section>
  );
}
