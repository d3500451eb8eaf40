import type { ComponentProps, ReactNode } from "react";
import { FIELDSET, LEGEND } from "./field";
import { Form } from "./form";
import { FormActions } from "./form-actions";

/**
 * A list editor's form that adds an item or changes one (`itemId`, sent as `id`): a card whose legend (`${id}-title`)
 * names the form, the API's refusal of it as a whole over the fields, then its button and, while editing, a way back.
 */
export function ItemForm({
  id,
  title,
  itemId,
  hidden = {},
  formError,
  noValidate,
  onSubmit,
  submit,
  submitProps,
  cancel,
  children,
}: {
  id: string;
  title: ReactNode;
  itemId?: string;
  hidden?: Record<string, string>;
  formError?: string;
  noValidate?: boolean;
  /** The browser's check of the whole form before it goes (useScreenForm's onSubmit). */
  onSubmit?: ComponentProps<typeof Form>["onSubmit"];
  submit: ReactNode;
  submitProps?: ComponentProps<typeof FormActions>["submitProps"];
  cancel: ComponentProps<typeof FormActions>["cancel"];
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      noValidate={noValidate}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      id={id}
      aria-labelledby={`${id}-title`}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {itemId && <input type="hidden" name="id" value={itemId} />}
      <fieldset className={FIELDSET}>
        <legend id={`${id}-title`} className={LEGEND}>
          {title}
        </legend>
        {formError && (
          <p role="alert" className="font-medium text-red-700 dark:text-red-300">
            {formError}
          </p>
        )}
        {children}
        <FormActions submit={submit} submitProps={submitProps} cancel={cancel} cancelAs="link" className="gap-4" />
      </fieldset>
    </Form>
  );
}
