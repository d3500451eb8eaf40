import { type ReactNode, useRef } from "react";
import { useErrorsInView } from "../../lib/use-errors-in-view";

const CLASSES = "rounded-md bg-red-50 p-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200";

/**
 * The form-level error above a form's fields; screen readers announce it when it appears, and it takes the focus
 * and comes into view then and after each refused submit (useErrorsInView).
 */
export function FormAlert({ children, as = "p" }: { children: ReactNode; as?: "p" | "div" }) {
  const Tag = as;
  const alert = useRef<HTMLParagraphElement & HTMLDivElement>(null);
  useErrorsInView(alert);
  return (
    <Tag ref={alert} role="alert" tabIndex={-1} className={CLASSES} data-testid="form-alert">
      {children}
    </Tag>
  );
}
