import { X } from "lucide-react";
import {
  type ComponentType,
  cloneElement,
  type LazyExoticComponent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useState,
} from "react";
import { useHydrated } from "../../lib/hydration";
import { useSite } from "../../lib/site";

/** What a panel loaded on demand is given: its own trigger, and to open at once (it is loaded because it was asked). */
export interface OnDemandPanelProps {
  trigger: ReactElement;
  defaultOpen: boolean;
}

interface TriggerProps {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  popoverTarget?: string;
}

const SERVER_HTML = { __html: "" };

/** What the button opens before the page has hydrated, or without JavaScript: server-rendered links. */
export interface WithoutScript {
  /**
   * Rendered by the server only. A component the page's panel shares must not be imported statically for it (that
   * would put it in every page's JavaScript): load it as `import.meta.env.SSR ? lazy(() => import(...)) : null`. With
   * no Suspense boundary round the header, the server's first render waits for it; later ones have it at once.
   */
  content: ReactNode;
  /** The menu's name; with `closeLabel` the panel's title too. */
  label: string;
  /** A full-height panel from the left with a close button (the phone menu, as its sheet); else a small menu. */
  closeLabel?: string;
}

/**
 * A menu or side panel whose code loads on first use: the page ships only its button (radix and the panel's contents
 * are about a tenth of a public page's JavaScript). Pointing at or focusing the button starts the download.
 * Until the page has hydrated, `withoutScript` is what the button opens: a native popover (popovertarget), which
 * opens and closes by mouse, touch, keyboard and Escape with no script at all.
 */
export function OpenOnDemand<P extends object = object>({
  trigger,
  Panel,
  preload,
  panelProps,
  onFirstOpen,
  withoutScript,
}: {
  trigger: ReactElement<TriggerProps>;
  Panel: LazyExoticComponent<ComponentType<OnDemandPanelProps & P>>;
  preload: () => Promise<unknown>;
  /** More for the panel, e.g. a controlled open state. */
  panelProps?: P;
  onFirstOpen?: () => void;
  withoutScript?: WithoutScript;
}) {
  const [wanted, setWanted] = useState(false);
  const id = useId();
  const hydrated = useHydrated();
  // Opened before the page hydrated: the panel opens as the popover goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page hydrates.
  useEffect(() => {
    if (document.getElementById(id)?.matches(":popover-open")) {
      setWanted(true);
      onFirstOpen?.();
    }
  }, []);
  if (withoutScript && !hydrated) {
    return (
      <>
        {cloneElement(trigger, { popoverTarget: id })}
        {import.meta.env.SSR ? (
          <PopoverWithoutScript id={id} {...withoutScript} />
        ) : (
          // The browser leaves the server's popover as it is (React neither hydrates what is inside an element with
          // dangerouslySetInnerHTML nor patches attributes, and this one's warnings are off) until the page has hydrated.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string; the browser never writes it.
          <div suppressHydrationWarning dangerouslySetInnerHTML={SERVER_HTML} />
        )}
      </>
    );
  }
  if (!wanted) {
    const warm = () => void preload();
    const open = () => {
      setWanted(true);
      onFirstOpen?.();
    };
    return cloneElement(trigger, { onClick: open, onPointerEnter: warm, onFocus: warm });
  }
  return (
    <Suspense fallback={trigger}>
      <Panel {...(panelProps as P)} trigger={trigger} defaultOpen />
    </Suspense>
  );
}

/** The gap at the header row's right edge: px-4 on a phone, px-6 from sm (640 px) up. */
const EDGE = "clamp(1rem, 50% - 18.5rem, 1.5rem)";

/**
 * The popover the server sends; the browser never renders it, so none of this is in its bundle, and its few styles of
 * its own are inline (style-src allows them) rather than classes in every page's stylesheet. "hidden open:block" keeps
 * it shut in a browser without popovers.
 */
function PopoverWithoutScript({ id, content, label, closeLabel }: WithoutScript & { id: string }) {
  const fullWidth = useSite()?.center.profile?.themeConfig?.header?.fullWidth;
  if (!closeLabel) {
    return (
      // Below the toolbar at the right edge of the header's row (max-w-7xl unless full width), as radix puts it.
      <div
        popover="auto"
        id={id}
        className="hidden min-w-44 rounded-lg border border-border bg-surface-raised p-2 text-fg shadow-lg open:block"
        style={{ inset: "auto", top: "3.75rem", insetInlineEnd: fullWidth ? EDGE : `max(${EDGE}, 50% - 38.5rem)` }}
      >
        <nav aria-label={label}>{content}</nav>
      </div>
    );
  }
  return (
    // As the sheet (ui/sheet.tsx); the top layer is the viewport's, whatever the header's backdrop-blur.
    <div
      popover="auto"
      id={id}
      role="dialog"
      aria-label={label}
      className="hidden h-dvh w-80 max-w-[90vw] border-e border-border bg-surface-raised p-5 text-fg shadow-xl backdrop:bg-black/50 open:block"
      style={{ insetInlineEnd: "auto" }}
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 className="text-lg font-semibold">{label}</h2>
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={closeLabel}
          className="inline-flex size-9 items-center justify-center rounded-md hover:bg-surface-sunken"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      {content}
    </div>
  );
}
