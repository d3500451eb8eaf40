import { useSyncExternalStore } from "react";

export const TOAST_COLORS = ["success", "danger", "warning", "info", "primary", "muted"] as const;
export type ToastColor = (typeof TOAST_COLORS)[number];
export const TOAST_POSITIONS = ["top-left", "top-center", "top-right", "bottom-left", "bottom-center", "bottom-right"] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

/** Spec section 9. */
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_TICK_MS = 16;

export interface Toast {
  id: string;
  title?: string;
  message?: string;
  color: ToastColor;
  /** false hides the colour's default icon. */
  icon: boolean;
  closable: boolean;
  /** Milliseconds; 0 or less never expires. */
  duration: number;
  createdAt: number;
  /** 0 to 1; the toast is removed when it reaches 1. */
  progress: number;
  position: ToastPosition;
  paused: boolean;
  /** A button in the toast, e.g. 'Reload' when a new build is out. */
  action?: { label: string; onClick: () => void };
}

export type ToastInput = Partial<Omit<Toast, "id" | "createdAt" | "progress" | "paused">> & { title?: string; message?: string };

interface Timer {
  interval: ReturnType<typeof setInterval> | null;
  elapsedBefore: number;
  startedAt: number;
}

let toasts: Toast[] = [];
const timers = new Map<string, Timer>();
/** Told when toasts come, go or pause: React renders the list again. */
const listeners = new Set<() => void>();
/**
 * Told on every progress tick. React does not render for these: a render every 16 ms starved React Router's
 * transitions, so a saved form showed its new data only once its toast had gone.
 */
const tickListeners = new Set<() => void>();
let counter = 0;

function emit() {
  for (const listener of listeners) listener();
}

function update(id: string, patch: Partial<Toast>) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, ...patch } : t));
  emit();
}

function tick(toast: Toast) {
  const timer = timers.get(toast.id);
  if (!timer) return;
  const elapsed = timer.elapsedBefore + (Date.now() - timer.startedAt);
  const progress = Math.min(1, elapsed / toast.duration);
  const current = toasts.find((t) => t.id === toast.id);
  if (progress >= 1 || !current) removeToast(toast.id);
  else {
    // In place: the list React holds stays the same array, and only the bars follow.
    current.progress = progress;
    for (const listener of tickListeners) listener();
  }
}

function startTimer(toast: Toast, elapsedBefore: number) {
  if (toast.duration <= 0) return;
  const timer: Timer = { interval: null, elapsedBefore, startedAt: Date.now() };
  timers.set(toast.id, timer);
  timer.interval = setInterval(() => tick(toast), TOAST_TICK_MS);
}

export function addToast(input: ToastInput): string {
  counter += 1;
  const toast: Toast = {
    id: `toast-${Date.now()}-${counter}`,
    title: input.title,
    message: input.message,
    color: input.color ?? "primary",
    icon: input.icon ?? true,
    closable: input.closable ?? true,
    duration: input.duration ?? TOAST_DEFAULT_DURATION,
    createdAt: Date.now(),
    progress: 0,
    position: input.position ?? "bottom-right",
    paused: false,
    action: input.action,
  };
  toasts = [...toasts, toast];
  emit();
  startTimer(toast, 0);
  return toast.id;
}

export function removeToast(id: string) {
  const timer = timers.get(id);
  if (timer?.interval) clearInterval(timer.interval);
  timers.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function clearToasts() {
  for (const id of toasts.map((t) => t.id)) removeToast(id);
}

/** Hover or focus pauses a toast; its elapsed time is kept. */
export function pauseToast(id: string) {
  const timer = timers.get(id);
  if (!timer?.interval) return;
  clearInterval(timer.interval);
  timers.set(id, { interval: null, elapsedBefore: timer.elapsedBefore + (Date.now() - timer.startedAt), startedAt: 0 });
  update(id, { paused: true });
}

/** Leaving resumes it with the remaining time. */
export function resumeToast(id: string) {
  const timer = timers.get(id);
  const toast = toasts.find((t) => t.id === id);
  if (!timer || timer.interval || !toast) return;
  startTimer(toast, timer.elapsedBefore);
  update(id, { paused: false });
}

export const toast = {
  show: addToast,
  success: (input: ToastInput) => addToast({ ...input, color: "success" }),
  danger: (input: ToastInput) => addToast({ ...input, color: "danger" }),
  warning: (input: ToastInput) => addToast({ ...input, color: "warning" }),
  info: (input: ToastInput) => addToast({ ...input, color: "info" }),
  clear: clearToasts,
};

/** The current toasts, oldest first. */
export const getToasts = (): Toast[] => toasts;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const empty: Toast[] = [];

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, getToasts, () => empty);
}

/** Calls back on every progress tick, for what draws progress without a React render (the bar). */
export function onToastTick(listener: () => void): () => void {
  tickListeners.add(listener);
  return () => tickListeners.delete(listener);
}
