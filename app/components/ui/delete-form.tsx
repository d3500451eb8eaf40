import { Trash2 } from "lucide-react";
import { Button } from "./button";
import { Form } from "./form";

/** A delete button that asks first; its form posts `intent=delete` (and the hidden fields) to the page's action. */
export function DeleteForm({ label, confirm, hidden = {} }: { label: string; confirm: string; hidden?: Record<string, string> }) {
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
      <Button type="submit" name="intent" value="delete" flavor="outline" color="danger" size="lg">
        <Trash2 className="size-4" aria-hidden />
        {label}
      </Button>
    </Form>
  );
}
