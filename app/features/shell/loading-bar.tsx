import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";

/** Spec section 9. */
export const LOADING_BAR = { duration: 2000, throttle: 200, hideDelay: 500, resetDelay: 400, height: 3 } as const;

type Phase = "idle" | "loading" | "finished" | "error";

/**
 * The top progress bar in the primary colour. Navigations faster than the throttle never show it;
 * it creeps towards 90% over the duration, fills on finish, then fades and resets.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation start and end only; `visible` is read, not followed.
  useEffect(() => {
    const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));
    const clear = () => {
      for (const timer of timers.current) clearTimeout(timer);
      timers.current = [];
    };
    clear();
    if (busy) {
      later(() => {
        setPhase("loading");
        setVisible(true);
        setProgress(0.9);
      }, LOADING_BAR.throttle);
    } else if (visible) {
      setPhase((p) => (p === "error" ? p : "finished"));
      setProgress(1);
      later(() => setVisible(false), LOADING_BAR.hideDelay);
      later(() => {
        setProgress(0);
        setPhase("idle");
      }, LOADING_BAR.hideDelay + LOADING_BAR.resetDelay);
    }
    return clear;
  }, [busy]);

  useEffect(() => {
    const onError = () => {
      setPhase("error");
      setVisible(true);
      setProgress(1);
      timers.current.push(setTimeout(() => setVisible(false), LOADING_BAR.hideDelay));
    };
    window.addEventListener(ERROR_EVENT, onError);
    return () => window.removeEventListener(ERROR_EVENT, onError);
  }, []);

  return (
    <div
      aria-hidden
      data-testid="loading-bar"
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70]"
      style={{ height: LOADING_BAR.height, opacity: visible ? 1 : 0, transition: "opacity 200ms" }}
    >
      <div
        className={phase === "error" ? "h-full bg-red-600" : "h-full bg-primary-500"}
        style={{
          width: `${progress * 100}%`,
          transition:
            phase === "loading"
              ? `width ${LOADING_BAR.duration}ms cubic-bezier(0.1, 0.7, 0.3, 1)`
              : progress === 0
                ? "none"
                : "width 200ms",
        }}
      />
    </div>
  );
}

const ERROR_EVENT = "loading-bar:error";

/** Puts the bar into its error state (spec section 4): called when an app error is shown. */
export function signalLoadingBarError() {
  window.dispatchEvent(new Event(ERROR_EVENT));
}
