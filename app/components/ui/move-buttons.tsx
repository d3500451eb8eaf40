import { ArrowDown, ArrowUp } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "./form";

/** A 44 px square button or link of a sortable row (move, edit). */
export const ROW_BUTTON =
  "flex size-11 items-center justify-center rounded-md border border-border text-fg hover:bg-surface-sunken disabled:opacity-40";

/**
 * Up and down for a row of a sortable list, as forms of their own: they work without JavaScript and by keyboard, one
 * step at a time. Each posts `intent=move`, the row's `id` and its new `position` to the page's action.
 */
export function MoveButtons({
  id,
  index,
  count,
  upLabel,
  downLabel,
}: {
  id: string;
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
}) {
  const step = (to: number, label: string, icon: ReactNode, disabled: boolean) => (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="position" value={to} />
      <button
        type="submit"
        name="intent"
        value="move"
        aria-label={label}
        title={label}
        disabled={disabled}
        className={ROW_BUTTON}
      >
        {icon}
      </button>
    </Form>
  );
  return (
    <>
      {step(index - 1, upLabel, <ArrowUp className="size-5" aria-hidden />, index === 0)}
      {step(index + 1, downLabel, <ArrowDown className="size-5" aria-hidden />, index === count - 1)}
    </>
  );
}
