import type { ReactNode } from "react";

/** A link for keyboard users past a long stretch of controls; out of sight until it has focus. */
export function SkipLink({ href, children, testId }: { href: string; children: ReactNode; testId?: string }) {
  return (
    <a
      href={href}
      className="sr-only focus:not-sr-only focus:mt-2 focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-md focus:bg-surface-raised focus:px-3 focus:font-medium focus:text-link"
      data-testid={testId}
    >
      {children}
    </a>
  );
}
