import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";

/** One figure: what it counts, how many, and the list it counts (its card's test id is `card-<id>`). */
export interface Figure {
  id: string;
  label: string;
  value: number;
  to: string;
  icon: LucideIcon;
}

/** One figure as a card that links to the list it counts. */
function StatCard({ id, label, value, to, icon: Icon }: Figure) {
  return (
    <li>
      <Link
        to={to}
        data-testid={`card-${id}`}
        className="flex h-full flex-col gap-2 rounded-lg border border-border bg-surface-raised p-4 hover:border-accent focus-visible:border-accent sm:flex-row sm:items-center sm:gap-4"
      >
        <span className="flex size-9 shrink-0 sm:size-11 items-center justify-center rounded-full bg-surface-sunken text-fg-muted">
          <Icon className="size-5" aria-hidden />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="text-3xl font-bold tabular-nums" data-testid="figure">
            {value}
          </span>
          <span className="text-fg-muted">{label}</span>
        </span>
      </Link>
    </li>
  );
}

/** The figure cards: two side by side on a phone, all in one row on a wide screen. */
export function StatGrid({ label, figures }: { label: string; figures: Figure[] }) {
  return (
    <section aria-label={label} className="mt-6">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
        {figures.map((figure) => (
          <StatCard key={figure.id} {...figure} />
        ))}
      </ul>
    </section>
  );
}
