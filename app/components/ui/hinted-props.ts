import type { ReactNode } from "react";
import { invalidProps } from "./field";

/**
 * What a control with a hint below it (`${id}-hint`) says of itself: described by the hint, and by the Field's error
 * when it has one. Apart from field.tsx, whose chunk every public page loads, and these back-office forms need it.
 */
export const hintedProps = (id: string, error?: string) => ({
  "aria-describedby": [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" "),
  "aria-invalid": error ? (true as const) : undefined,
});

/** What InputField and TextAreaField take besides their control's own props. */
export interface TextFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  /** The browser refuses the control empty too. */
  browserRequired?: boolean;
}

/** A text control's own props from its field's: the id is its name too, described by its hint and error. */
export const textControlProps = ({ id, error, hint, browserRequired }: Omit<TextFieldProps, "label" | "required">) => ({
  id,
  name: id,
  required: browserRequired,
  ...(hint ? hintedProps(id, error) : invalidProps(id, error)),
});
