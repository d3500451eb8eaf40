import { APP_CONTEXTS, NEW_TENANT_SWITCHES, PERSON_TO_PERSON_WORDINGS } from "../../../contract/tenants";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { Form } from "../../components/ui/form";
import { FormActions } from "../../components/ui/form-actions";
import { FormAlert } from "../../components/ui/form-alert";
import { InputField } from "../../components/ui/input-field";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/textarea-field";
import { useTranslation } from "../../lib/i18n";
import { type ScreenResult, useScreenForm } from "../../lib/use-screen-form";
import { CenterFields } from "./center-form";
import { type ConsoleTenant, hostsText, SWITCHES, switchField, tenantEditSchema, tenantNewSchema } from "./tenant-form-schema";
import "../../lib/texts/platform";

const SECTION = "rounded-lg border border-border bg-surface-raised p-4 sm:p-6";
const LEGEND = "text-lg font-semibold";
/** Below the legend (a fieldset is no grid of its own for it). */
const FIELDS = "mt-4 grid gap-4";

/**
 * The one tenant form of the console: a new tenant (its id, app context, first centre and first admin too) or a
 * tenant's changes (name, app name, switches, hosts). A refused post comes back beside its fields.
 */
export function TenantForm({
  tenant,
  result,
  cancelTo,
  templates = [],
}: {
  /** The tenant to change; none for a new one. */
  tenant?: ConsoleTenant;
  result: ScreenResult;
  cancelTo: string;
  /** The tenants a new one may copy its starter site from (id, name). */
  templates?: { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const isNew = tenant === undefined;
  // Both schemas name the same fields; a new tenant's has its own fields besides.
  const schema = isNew ? tenantNewSchema : (tenantEditSchema as unknown as typeof tenantNewSchema);
  const { field, input, values, alert, onSubmit, submitting } = useScreenForm(schema, result);
  const checked = (name: Parameters<typeof field>[0], saved: boolean) =>
    result && "errors" in result && values ? values[name] === "on" : saved;
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-6" data-testid="tenant-form">
      <input type="hidden" name="intent" value="save" />
      {alert && <FormAlert>{alert}</FormAlert>}
      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t("platform:form.tenantSection")}</legend>
        <div className={FIELDS}>
          {isNew && (
            <InputField
              {...input("id", { hint: t("platform:form.idHint") })}
              label={t("platform:form.id")}
              required
              autoComplete="off"
              spellCheck={false}
            />
          )}
          <InputField {...input("name", { value: tenant?.name })} label={t("platform:form.name")} required autoComplete="off" />
          <InputField
            {...input("app_name", { value: tenant?.appName, hint: t("platform:form.appNameHint") })}
            label={t("platform:form.appName")}
            autoComplete="off"
          />
          {isNew && (
            <SelectField
              {...field("app_context")}
              id="app_context"
              label={t("platform:form.appContext")}
              defaultValue={values.app_context ?? "gelderland"}
              options={APP_CONTEXTS.map((context) => [context, context] as const)}
              error={input("app_context").error}
            />
          )}
          {isNew && (
            <SelectField
              {...field("template")}
              id="template"
              label={t("platform:form.template")}
              defaultValue={values.template ?? ""}
              options={[
                ["", t("platform:form.templateDefault")] as const,
                ...templates.map((template) => [template.id, `${template.name} (${template.id})`] as const),
              ]}
              error={input("template").error}
            >
              <p className="text-sm text-fg-muted">{t("platform:form.templateHint")}</p>
            </SelectField>
          )}
          <TextAreaField
            {...input("hosts", { value: tenant ? hostsText(tenant.hosts) : "", hint: t("platform:form.hostsHint") })}
            label={t("platform:form.hosts")}
            rows={3}
            spellCheck={false}
            className="h-auto py-2 font-mono text-sm"
          />
        </div>
      </fieldset>
      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t("platform:form.switchesSection")}</legend>
        <div className={FIELDS}>
          {SWITCHES.map((name) => (
            <CheckboxField
              key={name}
              {...field(switchField(name))}
              label={t(`platform:switch.${name}`)}
              defaultChecked={checked(switchField(name), (tenant?.switches ?? NEW_TENANT_SWITCHES)[name])}
            />
          ))}
          <SelectField
            {...field("person_to_person_wording")}
            id="person_to_person_wording"
            label={t("platform:switch.personToPersonWording")}
            defaultValue={values.person_to_person_wording ?? tenant?.switches.personToPersonWording ?? "one-on-one"}
            options={PERSON_TO_PERSON_WORDINGS.map((wording) => [wording, t(`platform:switch.wording.${wording}`)] as const)}
          />
        </div>
      </fieldset>
      {isNew && (
        <>
          <fieldset className={SECTION}>
            <legend className={LEGEND}>{t("platform:form.centerSection")}</legend>
            <div className={FIELDS}>
              <CenterFields input={input} />
            </div>
          </fieldset>
          <fieldset className={SECTION}>
            <legend className={LEGEND}>{t("platform:form.adminSection")}</legend>
            <div className={FIELDS}>
              <InputField {...input("email")} label={t("platform:form.email")} required type="email" autoComplete="off" />
              <InputField {...input("first_name")} label={t("platform:form.firstName")} required autoComplete="off" />
              <InputField {...input("last_name")} label={t("platform:form.lastName")} required autoComplete="off" />
            </div>
          </fieldset>
        </>
      )}
      <FormActions
        submit={isNew ? t("platform:form.create") : t("platform:form.save")}
        submitProps={{ disabled: submitting }}
        cancel={{ to: cancelTo, label: t("platform:form.cancel") }}
        end
      />
    </Form>
  );
}
