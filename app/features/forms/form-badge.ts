/** A small rounded label of the form builder's screens (open or closed, public, an invitation's state). */
export const BADGE = "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap";

/** Green while a form takes answers, grey when it does not. */
export const acceptingClasses = (accepting: boolean) =>
  accepting
    ? "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200"
    : "bg-muted-100 text-muted-900 dark:bg-muted-800 dark:text-muted-100";
