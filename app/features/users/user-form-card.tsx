import type { ComponentProps, ReactNode } from "react";
import { Form } from "../../components/ui/form";
import { FormAlert } from "../../components/ui/form-alert";

type Submit = NonNullable<ComponentProps<typeof Form>["onSubmit"]>;

/**
 * Adding and changing a user: the title and intro above the form's card, which says first what was refused
 * (`alert`, false when nothing was).
 */
export function UserFormCard({
  title,
  intro,
  alert,
  onSubmit,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  alert: ReactNode;
  onSubmit: Submit;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-2xl">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-fg-muted">{intro}</p>
      <Form
        method="post"
        noValidate
        className="mt-8 flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-5 shadow-sm sm:p-6"
        onSubmit={onSubmit}
      >
        {alert && <FormAlert>{alert}</FormAlert>}
        {children}
      </Form>
    </div>
  );
}
