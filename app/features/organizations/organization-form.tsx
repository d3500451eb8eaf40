import { type ReactNode, useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { organizationFormSchema } from "../../../contract/organization-form";
import { ACTIVITY_TYPES, ORGANIZATION_TYPES } from "../../../contract/organization-options";
import type { Organization } from "../../../contract/organizations";
import { Button } from "../../components/ui/button";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { Form } from "../../components/ui/form";
import { FormAlert } from "../../components/ui/form-alert";
import { InputField } from "../../components/ui/input-field";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { useTranslation } from "../../lib/i18n";
import { useBlurValidation } from "../../lib/use-blur-validation";
import { useUnsavedChangesGuard } from "../../lib/use-unsaved-changes";
import type { OrganizationFormValues } from "./organization-form.server";

const FIELDSET = "grid gap-5 rounded-lg border border-border bg-surface-raised p-4 sm:grid-cols-2 sm:p-6";
const LEGEND = "px-1 text-lg font-semibold";

/** An organization as the form shows it. */
export function organizationFormValues(organization: Organization): Partial<OrganizationFormValues> {
  return {
    name: organization.name,
    organizationType: organization.organizationType,
    website: organization.website ?? "",
    phoneNumber: organization.phoneNumber ?? "",
    description: organization.description,
    address: organization.address ?? undefined,
    nonProfitType: organization.profile?.nonProfitType ?? null,
    activityTypeIds: organization.profile?.activityTypeIds ?? [],
    showOnSocialMap: organization.profile?.showOnSocialMap,
    showContactDetailsDefault: organization.showContactDetailsDefault,
  };
}

/**
 * The organization's fields for /organizations/add, /organizations/{id}/edit and /instellingen/organisatie: validated
 * on blur with the contract's schema, the API's errors on their field, and a question before leaving with unsaved
 * changes. `extra` adds a screen's own fieldsets (the logo) before the buttons, sent as multipart. `withContactDefault`
 * shows the contact-details default for new vacancies (staff screens: the organization has its contact settings).
 */
export function OrganizationForm({
  values,
  serverErrors,
  submitLabel,
  cancel,
  extra,
  withContactDefault = false,
}: {
  values?: Partial<OrganizationFormValues>;
  serverErrors: Record<string, string>;
  submitLabel: string;
  cancel?: ReactNode;
  extra?: (markDirty: () => void) => ReactNode;
  withContactDefault?: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { errors, field: blurField, validateAll, dirty, setDirty } = useBlurValidation(organizationFormSchema);
  const [type, setType] = useState(values?.organizationType ?? "NonProfit");
  const submitting = navigation.state === "submitting";
  useUnsavedChangesGuard(dirty && !submitting);
  // The API refused what was sent: the changes are still unsaved.
  useEffect(() => {
    if (Object.keys(serverErrors).length > 0) setDirty(true);
  }, [serverErrors, setDirty]);
  const error = (name: string) => errors[name] ?? serverErrors[name];
  // The control's props, marked invalid for the API's errors too (after a submit without JavaScript).
  const field = (name: Parameters<typeof blurField>[0]) => ({
    ...blurField(name),
    "aria-invalid": error(name) ? true : undefined,
    "aria-describedby": error(name) ? `${name}-error` : undefined,
  });
  // The form-wide message follows a submit, not each blur: were it to vanish while the last field is being left
  // for the button, the button would jump away from under the pointer and the click would miss.
  const [submitFailed, setSubmitFailed] = useState(false);
  const formError = submitFailed || Object.keys(serverErrors).length > 0;
  const label = (key: string) => t(`organizations:form.${key}`);
  // A field's control props with its Field's id and message.
  const control = (name: Parameters<typeof blurField>[0]) => ({ ...field(name), id: name, error: error(name) });
  const text = (name: "street" | "house_number" | "postal_code" | "city", key: string, autoComplete?: string) => (
    <InputField
      {...control(name)}
      label={label(key)}
      required
      autoComplete={autoComplete}
      defaultValue={values?.address?.[key as "city"]}
    />
  );

  return (
    <Form
      method="post"
      encType={extra ? "multipart/form-data" : undefined}
      noValidate
      className="mt-6 flex flex-col gap-6"
      onSubmit={(event) => {
        const valid = validateAll(event.currentTarget) !== null;
        setSubmitFailed(!valid);
        if (!valid) event.preventDefault();
        else setDirty(false);
      }}
    >
      <input type="hidden" name="intent" value="save" />
      {formError && <FormAlert>{serverErrors._form ?? t("validation:formErrors")}</FormAlert>}
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("organization")}</legend>
        <div className="sm:col-span-2">
          <InputField
            {...control("name")}
            label={label("name")}
            required
            autoComplete="organization"
            defaultValue={values?.name}
          />
        </div>
        <SelectField
          {...control("organization_type")}
          label={label("type")}
          options={ORGANIZATION_TYPES.map((value) => [value, t(`organizations:types.${value}`)] as const)}
          defaultValue={type}
          onChange={(event) => {
            setType(event.currentTarget.value);
            setDirty(true);
          }}
        />
        <InputField
          {...control("phone_number")}
          label={label("phone")}
          type="tel"
          autoComplete="tel"
          defaultValue={values?.phoneNumber}
        />
        {withContactDefault && (
          <CheckboxField
            label={label("showContactDetailsDefault")}
            className="sm:col-span-2"
            defaultChecked={values?.showContactDetailsDefault ?? false}
            {...field("show_contact_details_default")}
          />
        )}
        <div className="sm:col-span-2">
          <InputField
            {...control("website")}
            label={label("website")}
            type="url"
            inputMode="url"
            placeholder="https://"
            defaultValue={values?.website}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            {...control("description")}
            label={label("description")}
            rows={5}
            maxLength={10000}
            defaultValue={values?.description ?? ""}
          />
        </div>
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("address")}</legend>
        {text("street", "street", "address-line1")}
        {text("house_number", "houseNumber")}
        {text("postal_code", "postalCode", "postal-code")}
        {text("city", "city", "address-level2")}
      </fieldset>
      {type === "NonProfit" && (
        <fieldset className={FIELDSET} data-testid="non-profit-profile">
          <legend className={LEGEND}>{label("profile")}</legend>
          <div className="sm:col-span-2">
            <InputField
              {...control("non_profit_type")}
              label={label("nonProfitType")}
              defaultValue={values?.nonProfitType ?? ""}
            />
          </div>
          <CheckboxField
            label={label("showOnSocialMap")}
            className="sm:col-span-2"
            defaultChecked={values?.showOnSocialMap ?? true}
            {...field("show_on_social_map")}
          />
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium">
              {label("activityTypes")} <span className="font-normal text-fg-muted">({t("validation:optional")})</span>
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {ACTIVITY_TYPES.map(({ id, key }) => (
                <label key={id} className="flex items-center gap-3">
                  <input
                    type="checkbox"
                    name="activity_type_ids"
                    value={id}
                    className="size-5 shrink-0"
                    defaultChecked={values?.activityTypeIds?.includes(id)}
                    onChange={() => setDirty(true)}
                  />
                  {t(`organizations:activityTypes.${key}`)}
                </label>
              ))}
            </div>
            {error("activity_type_ids") && (
              <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">{error("activity_type_ids")}</p>
            )}
          </fieldset>
        </fieldset>
      )}
      {extra?.(() => setDirty(true))}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" size="lg" disabled={submitting}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
