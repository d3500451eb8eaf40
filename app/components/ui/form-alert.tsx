import type { ReactNode } from "react";

const CLASSES = "rounded-md bg-red-50 p-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200";

/** The form-level error above a form's fields; screen readers announce it when it appears. */
export function FormAlert({ children, as = "p" }: { children: ReactNode; as?: "p" | "div" }) {
  const Tag = as;
  return (
    <Tag role="alert" className={CLASSES}>
      {children}
    </Tag>
  );
}
