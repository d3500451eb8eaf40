import type { ComponentProps } from "react";
import { InputField } from "./input-field";

/** A labelled date (or, with `type`, date-and-time) input with its hint and error, as InputField wires them. */
export function DateField({
  type = "date",
  ...props
}: Omit<ComponentProps<typeof InputField>, "type"> & { type?: "date" | "datetime-local" | "time" }) {
  return <InputField type={type} {...props} />;
}
