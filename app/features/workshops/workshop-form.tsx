import { Link } from "react-router";
import { isoToAmsterdamLocal } from "../../../contract/amsterdam-time";
import { WORKSHOP_AUDIENCES, WORKSHOP_LIMITS, type Workshop } from "../../../contract/workshops";
import { Button, buttonClasses } from "../../components/ui/button";
import { CHECKBOX, FIELDSET, Field, INPUT, invalidProps, LEGEND } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { FormAlert } from "../../components/ui/form-alert";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/workshops";

/** One form for a new workshop and for changing one; `values` are what was sent when the API refused it. */
export function WorkshopForm({
  workshop,
  errors,
  values,
  cancelHref,
}: {
  workshop?: Workshop;
  errors: Record<string, string>;
  values?: Record<string, string>;
  cancelHref: string;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`workshops:form.${key}`);
  const value = (name: string, fallback: string | number | undefined) =>
    values?.[name] ?? (fallback === undefined ? "" : String(fallback));
  const checked = (name: string, fallback: boolean) => (values ? values[name] === "on" : fallback);
  const invalid = (name: string) => invalidProps(name, errors[name]);
  return (
    <Form method="post" noValidate className="flex max-w-3xl flex-col gap-6">
      {Object.keys(errors).length > 0 && <FormAlert>{errors._form ?? t("validation:formErrors")}</FormAlert>}
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("about")}</legend>
        <Field id="title" label={label("title")} required error={errors.title}>
          <input
            id="title"
            name="title"
            className={INPUT}
            maxLength={WORKSHOP_LIMITS.title}
            defaultValue={value("title", workshop?.title)}
            {...invalid("title")}
          />
        </Field>
        <Field id="description" label={label("description")} required error={errors.description}>
          <textarea
            id="description"
            name="description"
            className={`${INPUT} h-48 py-2`}
            maxLength={WORKSHOP_LIMITS.description}
            defaultValue={value("description", workshop?.description)}
            {...invalid("description")}
          />
        </Field>
        <Field id="audience" label={label("audience")} required error={errors.audience}>
          <select
            id="audience"
            name="audience"
            className={INPUT}
            defaultValue={value("audience", workshop?.audience ?? "volunteers")}
          >
            {WORKSHOP_AUDIENCES.map((audience) => (
              <option key={audience} value={audience}>
                {t(`workshops:audience.${audience}`)}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("when")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="starts_at" label={label("startsAt")} required error={errors.starts_at}>
            <input
              id="starts_at"
              name="starts_at"
              type="datetime-local"
              className={INPUT}
              defaultValue={value("starts_at", isoToAmsterdamLocal(workshop?.startsAt))}
              {...invalid("starts_at")}
            />
          </Field>
          <Field id="ends_at" label={label("endsAt")} required error={errors.ends_at}>
            <input
              id="ends_at"
              name="ends_at"
              type="datetime-local"
              className={INPUT}
              defaultValue={value("ends_at", isoToAmsterdamLocal(workshop?.endsAt))}
              {...invalid("ends_at")}
            />
          </Field>
        </div>
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("where")}</legend>
        <Field id="location" label={label("location")} error={errors.location}>
          <input
            id="location"
            name="location"
            className={INPUT}
            maxLength={WORKSHOP_LIMITS.location}
            defaultValue={value("location", workshop?.location ?? "")}
            aria-describedby={["location-hint", errors.location ? "location-error" : null].filter(Boolean).join(" ")}
            aria-invalid={errors.location ? true : undefined}
          />
          <p id="location-hint" className="text-sm text-fg-muted">
            {label("locationHint")}
          </p>
        </Field>
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            name="online"
            className={CHECKBOX}
            defaultChecked={checked("online", workshop?.online ?? false)}
          />
          <span>{label("online")}</span>
        </label>
        <Field id="seats" label={label("seats")} required error={errors.seats}>
          <input
            id="seats"
            name="seats"
            type="number"
            inputMode="numeric"
            min={1}
            max={WORKSHOP_LIMITS.seats}
            className={`${INPUT} sm:max-w-40`}
            defaultValue={value("seats", workshop?.seats ?? 20)}
            {...invalid("seats")}
          />
        </Field>
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            name="published"
            className={CHECKBOX}
            defaultChecked={checked("published", workshop?.published ?? true)}
            aria-describedby="published-hint"
          />
          <span>
            {label("published")}
            <span id="published-hint" className="block text-sm text-fg-muted">
              {label("publishedHint")}
            </span>
          </span>
        </label>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg">
          {label("save")}
        </Button>
        <Link to={cancelHref} className={buttonClasses({ flavor: "outline", color: "muted", size: "lg" })}>
          {label("cancel")}
        </Link>
      </div>
    </Form>
  );
}
