import { twMerge } from "tailwind-merge";

/** Joins class names, skipping falsy ones; a later Tailwind class wins over an earlier one of the same kind. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return twMerge(classes.filter(Boolean).join(" "));
}
