import { Trash2 } from "lucide-react";
import { Button } from "./button";
import { Form } from "./form";

/** A delete button that asks first; its form posts `intent=delete` (and the hidden fields) to the page's action. */
export function DeleteForm({
  label,
  accessibleLabel,
  compact,
  confirm,
  hidden = {},
}: {
  label: string;
  /** Names what goes where several delete buttons share a screen ("Delete Contact"). */
  accessibleLabel?: string;
  /** Only the icon, for a row among others; the label becomes its tooltip. */
  compact?: boolean;
  confirm: string;
  hidden?: Record<string, string>;
}) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(confirm)) event.preventDefault();
      }}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {compact ? (
        <button
          type="submit"
          name="intent"
          value="delete"
          aria-label={accessibleLabel ?? label}
          title={label}
          className="flex size-11 items-center justify-center rounded-md border border-red-700 text-red-700 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-950"
        >
          <Trash2 className="size-5" aria-hidden />
        </button>
      ) : (
        <Button type="submit" name="intent" value="delete" flavor="outline" color="danger" size="lg" aria-label={accessibleLabel}>
          <Trash2 className="size-4" aria-hidden />
          {label}
        </Button>
      )}
    </Form>
  );
}
