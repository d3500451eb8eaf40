import { type ComponentProps, forwardRef } from "react";
import { cn } from "../../lib/cn";

/** A square toolbar button; `label` is its accessible name (and tooltip). */
export const IconButton = forwardRef<HTMLButtonElement, ComponentProps<"button"> & { label: string }>(function IconButton(
  { label, className, type = "button", children, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-md text-fg transition-colors hover:bg-surface-sunken",
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
});
