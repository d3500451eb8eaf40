import type { ReactNode } from "react";
import { Form } from "../../components/ui/form";

/** Signing in, signing up and a new password: the title and intro above the form's card, and what follows it. */
export function AccountFormCard({
  title,
  intro,
  wide,
  after,
  children,
}: {
  title: string;
  intro: string;
  /** The sign-up form's two columns of names need more room. */
  wide?: boolean;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto w-full ${wide ? "max-w-lg" : "max-w-md"}`}>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-fg-muted">{intro}</p>
      <Form
        method="post"
        noValidate
        className="mt-8 flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-6 shadow-sm"
      >
        {children}
      </Form>
      {after}
    </div>
  );
}
