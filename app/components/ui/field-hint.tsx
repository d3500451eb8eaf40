import type { ReactNode } from "react";

/** The line below a control that its `aria-describedby` names (`${id}-hint`), as `hintedProps` wires it. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="text-sm text-fg-muted">
      {children}
    </p>
  );
}
