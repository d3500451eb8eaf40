import type { ReactNode } from "react";
import type { useScreenForm } from "../../lib/use-screen-form";
import { ItemForm } from "./item-form";

type ScreenForm = Pick<ReturnType<typeof useScreenForm>, "alert" | "onSubmit" | "submitting">;

/** A settings list's form for a new item, checked by useScreenForm: it posts intent "create" and has no way back. */
export function AddItemForm({
  id,
  title,
  submit,
  form,
  children,
}: {
  id: string;
  title: ReactNode;
  submit: ReactNode;
  form: ScreenForm;
  children: ReactNode;
}) {
  return (
    <ItemForm
      id={id}
      title={title}
      formError={form.alert ?? undefined}
      noValidate
      onSubmit={form.onSubmit}
      submit={submit}
      submitProps={{ name: "intent", value: "create", disabled: form.submitting }}
      cancel={null}
    >
      {children}
    </ItemForm>
  );
}
