/**
 * What a control with a hint below it (`${id}-hint`) says of itself: described by the hint, and by the Field's error
 * when it has one. Apart from field.tsx, whose chunk every public page loads, and these back-office forms need it.
 */
export const hintedProps = (id: string, error?: string) => ({
  "aria-describedby": [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" "),
  "aria-invalid": error ? (true as const) : undefined,
});
