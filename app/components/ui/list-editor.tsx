import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * A list kept beside the form that adds to it or edits one of it: its title (an h2) and intro, whatever comes between
 * (`children`: tabs), then how many there are (`countTestId` names that line) over the list, or `empty` when there
 * is none, with the form on the right (below the list on a phone).
 */
export function ListEditor({
  titleId,
  title,
  intro,
  count,
  countTestId,
  list,
  empty,
  form,
  className,
  children,
}: {
  titleId: string;
  title: ReactNode;
  intro: ReactNode;
  count: ReactNode;
  countTestId: string;
  list: ReactNode;
  empty: ReactNode;
  form: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={cn("flex flex-col gap-6", className)}>
      <div>
        <h2 id={titleId} className="text-2xl font-bold">
          {title}
        </h2>
        <p className="mt-1 max-w-3xl text-fg-muted">{intro}</p>
      </div>
      {children}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-3">
          <p className="text-fg-muted" data-testid={countTestId}>
            {count}
          </p>
          {list || <p className="rounded-lg border border-dashed border-border p-6 text-fg-muted">{empty}</p>}
        </div>
        {form}
      </div>
    </section>
  );
}
