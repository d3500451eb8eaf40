import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * A list screen's head: its title (an h1, or `level="h2"` in a tabbed screen), an optional intro, how many there are
 * (`countTestId` names that line for the tests) and the primary action on the right.
 */
export function ListHeader({
  title,
  titleId,
  level = "h1",
  intro,
  count,
  countTestId,
  actions,
  className,
}: {
  title: ReactNode;
  titleId?: string;
  level?: "h1" | "h2";
  intro?: ReactNode;
  count: ReactNode;
  countTestId: string;
  actions?: ReactNode;
  className?: string;
}) {
  const Heading = level;
  return (
    <div className={cn("flex flex-wrap items-end justify-between gap-4", className)}>
      <div>
        <Heading id={titleId} className={level === "h1" ? "text-3xl font-bold" : "text-2xl font-bold"}>
          {title}
        </Heading>
        {intro && <p className="mt-1 max-w-2xl text-fg-muted">{intro}</p>}
        <p className="mt-1 text-fg-muted" data-testid={countTestId}>
          {count}
        </p>
      </div>
      {actions}
    </div>
  );
}
