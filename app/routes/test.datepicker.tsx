import { useMemo, useState } from "react";
import { z } from "zod";
import { dateFormat } from "../../contract/intl-formats";
import type { FieldErrors, Translate } from "../../contract/validation";
import { Button } from "../components/ui/button";
import { DateField } from "../components/ui/date-field";
import { Form } from "../components/ui/form";
import { DevPage } from "../features/dev/dev-page";
import { VACANCY_TIME_ZONE } from "../features/vacancies/vacancy-dates";
import { useTranslation } from "../lib/i18n";
import { useLocale } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import { readForm } from "../lib/read-form.server";
import type { RouteHandle } from "../lib/route-handle";
import { useBlurValidation } from "../lib/use-blur-validation";
import type { Route } from "./+types/test.datepicker";
import "../lib/texts/dev-pages";

export const handle: RouteHandle = { title: "dev-pages:datepicker.title" };

/** Today and a year from now in Amsterdam, as YYYY-MM-DD: the range the picker offers. */
function range() {
  const day = (date: Date) => dateFormat("sv-SE", { timeZone: VACANCY_TIME_ZONE }).format(date);
  const now = new Date();
  return { min: day(now), max: day(new Date(now.getTime() + 365 * 24 * 3600 * 1000)) };
}

// The same rule in the browser (on blur) and in the action.
const dateSchema = (min: string, max: string) => (_t: Translate) =>
  z.object({
    date: z.iso
      .date()
      .transform((day) => new Date(day))
      .pipe(z.date().min(new Date(min)).max(new Date(max))),
  });

export function loader() {
  return range();
}

export async function action({ request, context }: Route.ActionArgs) {
  const { min, max } = range();
  const checked = await readForm(request, dateSchema(min, max), pageContext(context).locale);
  const errors: FieldErrors = checked.ok ? {} : checked.errors;
  return { date: checked.ok ? (checked.values.date ?? null) : null, errors };
}

/** A YYYY-MM-DD day written out in the page's language, e.g. 'dinsdag 24 november 2026'. */
function useLongDate() {
  const locale = useLocale();
  return (value: string) => dateFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${value}T00:00:00Z`));
}

/** Developer page: the date picker (the browser's own, accessible and keyboard-friendly) in Dutch and English. */
export default function DatepickerTest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const long = useLongDate();
  const { min, max } = loaderData;
  const [value, setValue] = useState(actionData?.date ?? "");
  const schema = useMemo(() => dateSchema(min, max)(t), [min, max, t]);
  const { errors, field } = useBlurValidation(schema);
  const shownError = errors.date ?? actionData?.errors.date;
  const props = field("date", "date-hint");
  return (
    <DevPage page="datepicker">
      <Form method="post" noValidate className="flex flex-col gap-4">
        <DateField
          {...props}
          id="date"
          label={t("dev-pages:datepicker.label")}
          required
          error={shownError}
          min={min}
          max={max}
          defaultValue={value}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={["date-hint", shownError ? "date-error" : null].filter(Boolean).join(" ")}
          onChange={(event) => {
            props.onChange();
            setValue(event.currentTarget.value);
          }}
        />
        <p id="date-hint" className="-mt-2 text-sm text-fg-muted">
          {t("dev-pages:datepicker.hint", { min: long(min), max: long(max) })}
        </p>
        <p aria-live="polite" data-testid="date-chosen">
          {value ? t("dev-pages:datepicker.chosen", { date: long(value) }) : t("dev-pages:datepicker.nothing")}
        </p>
        <div>
          <Button type="submit">{t("dev-pages:datepicker.submit")}</Button>
        </div>
      </Form>
      {actionData?.date && (
        <p role="status" data-testid="date-saved" className="font-medium">
          {t("dev-pages:datepicker.saved", { date: long(actionData.date) })}
        </p>
      )}
    </DevPage>
  );
}
