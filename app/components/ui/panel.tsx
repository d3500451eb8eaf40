import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * A titled part of a screen in a card: the heading (`id`, which labels the section) at the level the page needs, an
 * optional intro under it, then the content.
 */
export function Panel({
  id,
  title,
  level = 2,
  intro,
  className,
  titleClassName = "text-lg font-semibold",
  children,
}: {
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  intro?: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className={cn("rounded-lg border border-border bg-surface-raised p-4", className)}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {intro && <p className="mt-1 text-sm text-fg-muted">{intro}</p>}
      {children}
    </section>
  );
}
