import { cn } from "../../lib/cn";

/** A choice among a few views as a row of pills (a 44 px target each); the current one is filled. */
export const pillLinkClasses = (current: boolean) =>
  cn(
    "inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm",
    current ? "bg-accent text-on-accent" : "hover:bg-surface-sunken",
  );
