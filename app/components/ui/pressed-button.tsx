import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** One of a few choices shown as buttons, the chosen one pressed (a preview's width, its language). */
export function PressedButton({
  pressed,
  onClick,
  lang,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  lang?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      lang={lang}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-md border border-border px-3 font-medium",
        pressed && "border-accent bg-primary-50 text-accent dark:bg-primary-950",
      )}
    >
      {children}
    </button>
  );
}
