import { demoFormSchema } from "../../contract/demo-form";
import { Button } from "../components/ui/button";
import { Field } from "../components/ui/field";
import { InputField } from "../components/ui/input-field";
import { useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";
import { toast } from "../lib/toast-store";
import { useScreenForm } from "../lib/use-screen-form";
import "../lib/texts/test";

export const handle: RouteHandle = { title: "test:form.title" };

/** Developer page (spec section 2): validation on blur, the form error, the unsaved-changes guard. */
export default function FormTest() {
  const { t } = useTranslation();
  // Nothing is posted: the form checks, says so and is clean again.
  const { field, input, error, alert, validateAll, setDirty } = useScreenForm(demoFormSchema, undefined);

  return (
    <div className="max-w-xl">
      <h1 className="text-3xl font-bold">{t("test:form.title")}</h1>
      <p className="mt-2 text-fg-muted">{t("test:form.intro")}</p>
      <form
        noValidate
        className="mt-6 flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (validateAll(event.currentTarget)) {
            setDirty(false);
            toast.success({ title: t("test:form.saved") });
          }
        }}
      >
        {alert && (
          <p
            role="alert"
            className="rounded-md bg-red-50 p-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
            data-testid="form-errors"
          >
            {alert}
          </p>
        )}
        <InputField {...input("name")} label={t("test:form.name")} required autoComplete="name" />
        <InputField {...input("email")} label={t("test:form.email")} required type="email" autoComplete="email" />
        <InputField {...input("website")} label={t("test:form.website")} type="url" inputMode="url" />
        <InputField {...input("age")} label={t("test:form.age")} required type="number" inputMode="numeric" />
        <InputField {...input("postalCode")} label={t("test:form.postalCode")} required autoComplete="postal-code" />
        <Field id="photo" label={t("test:form.photo")} error={error("photo")}>
          <input
            className="text-sm file:me-3 file:rounded-md file:border-0 file:bg-primary-100 file:px-3 file:py-2 file:font-medium file:text-primary-900 dark:file:bg-primary-900 dark:file:text-primary-100"
            type="file"
            accept="image/*"
            {...field("photo")}
          />
        </Field>
        <div className="flex flex-col gap-1.5">
          <label className="flex items-center gap-2">
            <input type="checkbox" className="size-5" {...field("terms")} />
            {t("test:form.terms")}
          </label>
          {error("terms") && (
            <p id="terms-error" className="text-sm font-medium text-red-700 dark:text-red-300">
              {error("terms")}
            </p>
          )}
        </div>
        <div>
          <Button type="submit" size="lg">
            {t("test:form.submit")}
          </Button>
        </div>
      </form>
    </div>
  );
}
