import type { ReactNode } from "react";
import { EmptyState } from "./empty-state";

/** A list screen's rows: one bordered box, a line between rows. */
export const ROWS = "flex flex-col divide-y divide-border rounded-lg border border-border bg-surface-raised";
/** A row with its main part on the left and its badges or actions on the right, wrapping at 320 px. */
export const ROW = "flex flex-wrap items-center justify-between gap-3";
/** Cards, one to three side by side. */
export const CARDS = "grid gap-4 md:grid-cols-2 xl:grid-cols-3";

interface ItemListProps<T> {
  items: readonly T[];
  /** What the empty state says. */
  empty: ReactNode;
  className?: string;
  itemClassName?: string;
  emptyClassName?: string;
  testId?: string;
  emptyTestId?: string;
  /** An item's content, inside its list item. */
  children: (item: T) => ReactNode;
}

/** A list screen's items, one list item each, or its empty state when there are none. */
export function ItemList<T extends { id: string }>({
  items,
  empty,
  className,
  itemClassName,
  emptyClassName,
  testId,
  emptyTestId,
  children,
}: ItemListProps<T>) {
  if (items.length === 0)
    return (
      <EmptyState className={emptyClassName} testId={emptyTestId}>
        {empty}
      </EmptyState>
    );
  return (
    <ul className={className} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
