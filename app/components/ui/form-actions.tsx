import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { Button, type ButtonProps, buttonClasses } from "./button";

const CANCEL_LINK = "inline-flex min-h-11 items-center font-medium text-link underline-offset-4 hover:underline";

/**
 * A form's action row: its submit button, then a way back without saving (an outline button, or `cancelAs="link"`
 * a plain link) and whatever else the form offers (`children`). `end`: a dialog's row, on the right, the way back
 * first (below the button on a phone).
 */
export function FormActions({
  submit,
  submitProps,
  cancel,
  cancelAs = "button",
  end,
  className,
  children,
}: {
  submit: ReactNode;
  submitProps?: Omit<ButtonProps, "type" | "children">;
  cancel?: { to: string; label: ReactNode } | false | null;
  cancelAs?: "button" | "link";
  end?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const back = cancel && (
    <Link
      to={cancel.to}
      className={cancelAs === "link" ? CANCEL_LINK : buttonClasses({ flavor: "outline", color: "muted", size: "lg" })}
    >
      {cancel.label}
    </Link>
  );
  const button = (
    <Button type="submit" size="lg" {...submitProps}>
      {submit}
    </Button>
  );
  const row = end ? "flex flex-col-reverse gap-3 sm:flex-row sm:justify-end" : "flex flex-wrap items-center gap-3";
  return (
    <div className={cn(row, className)}>
      {end ? back : button}
      {end ? button : back}
      {children}
    </div>
  );
}
