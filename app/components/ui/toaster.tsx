import { AlertTriangle, Bell, CheckCircle2, Info, OctagonAlert, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import {
  onToastTick,
  pauseToast,
  removeToast,
  resumeToast,
  TOAST_POSITIONS,
  type Toast,
  type ToastColor,
  type ToastPosition,
  useToasts,
} from "../../lib/toast-store";
import { Button } from "./button";

const COLOR: Record<ToastColor, { box: string; bar: string; Icon: typeof Info }> = {
  success: { box: "border-green-600 dark:border-green-400", bar: "bg-green-600 dark:bg-green-400", Icon: CheckCircle2 },
  danger: { box: "border-red-600 dark:border-red-400", bar: "bg-red-600 dark:bg-red-400", Icon: OctagonAlert },
  warning: { box: "border-amber-500 dark:border-amber-300", bar: "bg-amber-500 dark:bg-amber-300", Icon: AlertTriangle },
  info: { box: "border-sky-600 dark:border-sky-400", bar: "bg-sky-600 dark:bg-sky-400", Icon: Info },
  primary: { box: "border-primary-600 dark:border-primary-300", bar: "bg-primary-600 dark:bg-primary-300", Icon: Bell },
  muted: { box: "border-muted-400 dark:border-muted-500", bar: "bg-muted-500", Icon: Bell },
};

const ICON_COLOR: Record<ToastColor, string> = {
  success: "text-green-700 dark:text-green-300",
  danger: "text-red-700 dark:text-red-300",
  warning: "text-amber-700 dark:text-amber-300",
  info: "text-sky-700 dark:text-sky-300",
  primary: "text-accent",
  muted: "text-fg-muted",
};

const PLACE: Record<ToastPosition, string> = {
  "top-left": "top-4 start-4 items-start",
  "top-center": "top-4 left-1/2 -translate-x-1/2 items-center",
  "top-right": "top-4 end-4 items-end",
  "bottom-left": "bottom-4 start-4 items-start",
  "bottom-center": "bottom-4 left-1/2 -translate-x-1/2 items-center",
  "bottom-right": "bottom-4 end-4 items-end",
};

const barWidth = (progress: number) => `${(1 - progress) * 100}%`;

/** Progress is drawn straight into the element and its bar on each tick, without rendering the toast again. */
function useProgress(toast: Toast) {
  const box = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      onToastTick(() => {
        box.current?.setAttribute("data-progress", toast.progress.toFixed(3));
        if (bar.current) bar.current.style.width = barWidth(toast.progress);
      }),
    [toast],
  );
  return { box, bar };
}

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const style = COLOR[toast.color];
  const danger = toast.color === "danger";
  const { box, bar } = useProgress(toast);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus pause the toast (spec section 4); it has a live-region role.
    <div
      ref={box}
      role={danger ? "alert" : "status"}
      aria-live={danger ? "assertive" : "polite"}
      aria-atomic="true"
      data-testid="toast"
      data-color={toast.color}
      data-progress={toast.progress.toFixed(3)}
      data-paused={toast.paused}
      tabIndex={0}
      onMouseEnter={() => pauseToast(toast.id)}
      onMouseLeave={() => resumeToast(toast.id)}
      onFocus={() => pauseToast(toast.id)}
      onBlur={() => resumeToast(toast.id)}
      className={cn(
        "pointer-events-auto relative w-[min(24rem,calc(100vw-2rem))] overflow-hidden rounded-lg border-s-4 bg-surface-raised text-fg shadow-lg ring-1 ring-border",
        style.box,
      )}
    >
      <div className="flex items-start gap-3 p-4 pe-2">
        {toast.icon && <style.Icon className={cn("mt-0.5 size-5 shrink-0", ICON_COLOR[toast.color])} aria-hidden />}
        <div className="min-w-0 flex-1">
          {toast.title && <p className="font-semibold">{toast.title}</p>}
          {toast.message && <p className="mt-0.5 text-sm text-fg-muted">{toast.message}</p>}
          {toast.action && (
            <Button size="sm" className="mt-2" onClick={toast.action.onClick}>
              {toast.action.label}
            </Button>
          )}
        </div>
        {toast.closable && (
          <button
            type="button"
            onClick={() => removeToast(toast.id)}
            aria-label={t("toolbar.close")}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-md hover:bg-surface-sunken"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
      {toast.duration > 0 && (
        <div className="absolute inset-x-0 bottom-0 h-1 bg-surface-sunken" aria-hidden>
          <div ref={bar} className={cn("h-full", style.bar)} style={{ width: barWidth(toast.progress) }} />
        </div>
      )}
    </div>
  );
}

/** Spec sections 3, 4 and 9: six positions, bottom-right by default. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <>
      {TOAST_POSITIONS.map((position) => {
        const here = toasts.filter((t) => t.position === position);
        if (here.length === 0) return null;
        const bottom = position.startsWith("bottom");
        return (
          <section
            key={position}
            aria-label={position}
            className={cn("pointer-events-none fixed z-[60] flex flex-col gap-2", bottom && "flex-col-reverse", PLACE[position])}
          >
            {here.map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
          </section>
        );
      })}
    </>
  );
}
