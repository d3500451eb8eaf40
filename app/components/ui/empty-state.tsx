import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** What a list shows when it has nothing: one line in a dashed box, where the list would be. */
export function EmptyState({ className, testId, children }: { className?: string; testId?: string; children: ReactNode }) {
  return (
    <p
      className={cn("rounded-lg border border-dashed border-border p-8 text-center text-fg-muted", className)}
      data-testid={testId}
    >
      {children}
    </p>
  );
}
