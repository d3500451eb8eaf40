import { type ComponentProps, forwardRef } from "react";
import { cn } from "../../lib/cn";

export type ButtonColor = "primary" | "secondary" | "muted" | "danger";
export type ButtonFlavor = "solid" | "pastel" | "outline";
export type ButtonSize = "sm" | "md" | "lg" | "xl";

const SIZE: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm gap-1.5",
  md: "h-11 px-4 text-sm gap-2",
  lg: "h-12 px-5 text-base gap-2",
  xl: "h-14 px-6 text-lg gap-2.5",
};

const STYLE: Record<ButtonFlavor, Record<ButtonColor, string>> = {
  solid: {
    primary: "bg-accent text-on-accent hover:bg-accent-hover",
    secondary:
      "bg-secondary-700 text-white hover:bg-secondary-800 dark:bg-secondary-300 dark:text-secondary-950 dark:hover:bg-secondary-200",
    muted: "bg-muted-700 text-white hover:bg-muted-800 dark:bg-muted-200 dark:text-muted-950",
    danger: "bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-red-950",
  },
  pastel: {
    primary:
      "bg-primary-100 text-primary-900 hover:bg-primary-200 dark:bg-primary-900 dark:text-primary-100 dark:hover:bg-primary-800",
    secondary: "bg-secondary-100 text-secondary-900 hover:bg-secondary-200 dark:bg-secondary-900 dark:text-secondary-100",
    muted: "bg-muted-100 text-muted-900 hover:bg-muted-200 dark:bg-muted-800 dark:text-muted-100 dark:hover:bg-muted-700",
    danger: "bg-red-100 text-red-900 hover:bg-red-200 dark:bg-red-950 dark:text-red-100",
  },
  outline: {
    primary: "border border-accent text-accent hover:bg-primary-50 dark:hover:bg-primary-950",
    secondary:
      "border border-secondary-700 text-secondary-700 hover:bg-secondary-50 dark:border-secondary-300 dark:text-secondary-300 dark:hover:bg-secondary-950",
    muted: "border border-border text-fg hover:bg-surface-sunken",
    danger: "border border-red-700 text-red-700 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950",
  },
};

export interface ButtonProps extends ComponentProps<"button"> {
  color?: ButtonColor;
  flavor?: ButtonFlavor;
  size?: ButtonSize;
}

export function buttonClasses({
  color = "primary",
  flavor = "solid",
  size = "md",
}: Pick<ButtonProps, "color" | "flavor" | "size">) {
  return cn(
    "inline-flex items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors",
    "disabled:pointer-events-none disabled:opacity-50",
    SIZE[size],
    STYLE[flavor][color],
  );
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { color, flavor, size, className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={cn(buttonClasses({ color, flavor, size }), className)} {...props} />;
});
