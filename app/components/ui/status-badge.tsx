import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** What a status means at a glance: done or live, waiting, refused or failed, informative, or out of use. */
export type BadgeTone = "positive" | "waiting" | "negative" | "info" | "neutral";

const TONES: Record<BadgeTone, string> = {
  positive: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  waiting: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  negative: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  info: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  neutral: "bg-muted-100 text-muted-800 dark:bg-muted-800 dark:text-muted-200",
};

/** A status as a small pill in its tone's colours, on one line. */
export function StatusBadge({ tone, testId, children }: { tone: BadgeTone; testId?: string; children: ReactNode }) {
  return (
    <span
      data-testid={testId}
      className={cn("inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", TONES[tone])}
    >
      {children}
    </span>
  );
}
