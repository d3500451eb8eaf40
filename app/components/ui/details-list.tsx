import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A record's details as label and value rows in one box; a value keeps its line breaks and wraps long words. */
export function DetailsList({
  rows,
  className,
}: {
  rows: readonly (readonly [label: string, value: ReactNode])[];
  className?: string;
}) {
  return (
    <dl className={cn("divide-y divide-border rounded-lg border border-border bg-surface-raised", className)}>
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-5 py-4 sm:grid-cols-3">
          <dt className="text-sm font-medium text-fg-muted">{label}</dt>
          <dd className="min-w-0 break-words whitespace-pre-line sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
