import { type ReactNode, useMemo } from "react";
import { Link, useLocation } from "react-router";
import type { StepSchema } from "../../../contract/demo-steps";
import type { FieldErrors } from "../../../contract/validation";
import { Button } from "../../components/ui/button";
import { Field, INPUT } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { useBlurValidation } from "../../lib/use-blur-validation";
import "../../lib/texts/dev-pages";

export interface StepField {
  name: string;
  type?: "text" | "email" | "number" | "url" | "tel" | "textarea";
  autoComplete?: string;
  required?: boolean;
}

export interface StepDefinition {
  /** Key under dev-pages:steps.names. */
  name: string;
  schema: StepSchema;
  fields: StepField[];
  /** What a step without fields shows, e.g. a last look at everything. */
  render?: (values: Record<string, string>) => ReactNode;
}

interface Result {
  step: number;
  values: Record<string, string>;
  errors: FieldErrors;
  done: boolean;
}

/**
 * A multi-step form whose state travels in the form itself (the step and earlier answers as hidden fields), so
 * Back and Next work without JavaScript; with it, Next first checks this step in the browser with the same schema.
 */
export function StepForm({ steps, result }: { steps: StepDefinition[]; result: Result | undefined }) {
  const { t } = useTranslation();
  const step = result?.step ?? 0;
  const values = result?.values ?? {};
  if (result?.done) return <StepSummary steps={steps} values={values} />;
  return (
    <div className="flex flex-col gap-6">
      <ol className="flex flex-wrap gap-2 text-sm" aria-label={t("dev-pages:steps.progress")}>
        {steps.map((s, index) => (
          <li
            key={s.name}
            aria-current={index === step ? "step" : undefined}
            className={cn(
              "rounded-full px-3 py-1 ring-1 ring-border",
              index === step && "bg-primary-100 font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100",
            )}
          >
            {index + 1}. {t(`dev-pages:steps.names.${s.name}`)}
          </li>
        ))}
      </ol>
      <StepPage key={step} steps={steps} step={step} values={values} serverErrors={result?.errors ?? {}} />
    </div>
  );
}

function StepPage({
  steps,
  step,
  values,
  serverErrors,
}: {
  steps: StepDefinition[];
  step: number;
  values: Record<string, string>;
  serverErrors: FieldErrors;
}) {
  const { t } = useTranslation();
  const current = steps[step];
  const schema = useMemo(() => current.schema(t), [current, t]);
  const { errors, field, validateAll } = useBlurValidation(schema);
  const shown = current.fields.map((f) => f.name);
  const last = step === steps.length - 1;
  return (
    <Form
      method="post"
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (submitter?.value === "next" && !validateAll(event.currentTarget)) event.preventDefault();
      }}
    >
      <h2 className="text-xl font-semibold">{t(`dev-pages:steps.names.${current.name}`)}</h2>
      <input type="hidden" name="step" value={step} />
      {Object.entries(values)
        .filter(([name]) => !shown.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      {current.render?.(values)}
      {current.fields.map(({ name, type = "text", autoComplete, required = true }) => {
        const props = { ...field(name), defaultValue: values[name] ?? "", autoComplete, className: INPUT };
        return (
          <Field
            key={name}
            id={name}
            label={t(`dev-pages:steps.fields.${name}`)}
            required={required}
            error={errors[name] ?? serverErrors[name]}
          >
            {type === "textarea" ? (
              <textarea {...props} rows={4} className={`${INPUT} h-auto py-2`} />
            ) : (
              <input {...props} type={type} inputMode={type === "number" ? "numeric" : undefined} />
            )}
          </Field>
        );
      })}
      <div className="flex flex-wrap gap-3">
        {step > 0 && (
          <Button type="submit" name="intent" value="back" flavor="outline" color="muted" formNoValidate>
            {t("dev-pages:steps.back")}
          </Button>
        )}
        <Button type="submit" name="intent" value="next">
          {last ? t("dev-pages:steps.finish") : t("dev-pages:steps.next")}
        </Button>
      </div>
    </Form>
  );
}

function StepSummary({ steps, values }: { steps: StepDefinition[]; values: Record<string, string> }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="flex flex-col gap-4" data-testid="step-done">
      <p role="status" className="text-lg font-semibold">
        {t("dev-pages:steps.done")}
      </p>
      <StepValues steps={steps} values={values} />
      <Link className="font-medium text-accent underline" to={location.pathname} reloadDocument>
        {t("dev-pages:steps.again")}
      </Link>
    </div>
  );
}

/** Every answer so far, by field label. */
export function StepValues({ steps, values }: { steps: StepDefinition[]; values: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {steps
        .flatMap((s) => s.fields)
        .map(({ name }) => (
          <div key={name} className="contents">
            <dt className="font-medium">{t(`dev-pages:steps.fields.${name}`)}</dt>
            <dd className="min-w-0 break-words">{values[name] || "—"}</dd>
          </div>
        ))}
    </dl>
  );
}
