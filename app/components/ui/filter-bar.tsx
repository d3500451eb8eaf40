import { type LucideIcon, Search } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";
import { INPUT } from "./field";
import { Form } from "./form";

/**
 * A list screen's filters: a GET form in a card whose grid columns `className` sets, its fields, then the search
 * button (`submit` its text, `icon` its picture, `submitClassName` its place in the grid). Other props go to the form.
 */
export function FilterBar({
  className,
  submit,
  icon: Icon = Search,
  submitClassName,
  children,
  ...form
}: Omit<ComponentProps<typeof Form>, "method" | "children"> & {
  submit: ReactNode;
  icon?: LucideIcon;
  submitClassName?: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" className={cn("grid gap-3 rounded-lg border border-border bg-surface-raised p-4", className)} {...form}>
      {children}
      <Button type="submit" size="lg" className={submitClassName}>
        <Icon className="size-4" aria-hidden />
        {submit}
      </Button>
    </Form>
  );
}

/** A filter's label above its control, the label wrapping it. */
export function FilterField({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control comes as children.
    <label className={cn("flex flex-col gap-1.5 text-sm font-medium", className)}>
      {label}
      {children}
    </label>
  );
}

/** A filter typed in (a search by default). */
export function FilterInput({
  label,
  className,
  type = "search",
  ...input
}: Omit<ComponentProps<"input">, "children"> & { label: ReactNode }) {
  return (
    <FilterField label={label} className={className}>
      <input type={type} className={INPUT} {...input} />
    </FilterField>
  );
}

/** A filter chosen from options as [value, text], with `all` as its empty first choice unless left out. */
export function FilterSelect({
  label,
  className,
  all,
  options,
  ...select
}: Omit<ComponentProps<"select">, "children"> & {
  label: ReactNode;
  all?: string;
  options: readonly (readonly [value: string | number, text: string])[];
}) {
  return (
    <FilterField label={label} className={className}>
      <select className={INPUT} {...select}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
