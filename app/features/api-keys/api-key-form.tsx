import { API_KEY_LIMITS, API_KEY_SCOPES, amsterdamDayAhead, apiKeyFormSchema } from "../../../contract/api-keys";
import { AddItemForm } from "../../components/ui/add-item-form";
import { CheckboxGroupField } from "../../components/ui/checkbox-group-field";
import { DateField } from "../../components/ui/date-field";
import { FieldHint } from "../../components/ui/field-hint";
import { InputField } from "../../components/ui/input-field";
import { SelectField } from "../../components/ui/select-field";
import { useTranslation } from "../../lib/i18n";
import { type ScreenResult, useScreenForm } from "../../lib/use-screen-form";
import "../../lib/texts/settings";

/** What a refused post brings back beside its values: the scopes that were ticked. */
export type ApiKeyFormResult = ScreenResult & { scopes?: string[] };

/**
 * A new key: its name, what it may do (reading applications for one organization), and its last day, a year ahead at
 * most (a year from today to start with).
 */
export function ApiKeyForm({
  result,
  organizations,
}: {
  result: ApiKeyFormResult | undefined;
  organizations: { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`settings:apiKeys.form.${key}`);
  const form = useScreenForm(apiKeyFormSchema, result);
  const ticked = result?.scopes ?? ["public:read"];
  const organizationError = form.error("organization_id");
  return (
    <AddItemForm id="api-key-form" title={label("title")} submit={label("submit")} form={form}>
      <InputField
        {...form.input("name", { hint: label("nameHint") })}
        label={label("name")}
        required
        maxLength={API_KEY_LIMITS.name}
        autoComplete="off"
      />
      <CheckboxGroupField
        name="scopes"
        legend={label("scopes")}
        options={API_KEY_SCOPES.map((scope) => [scope, t(`settings:apiKeys.scopes.${scope}`)] as const)}
        checked={ticked}
        error={form.error("scopes")}
        onChange={() => form.setDirty(true)}
      />
      <SelectField
        id="organization_id"
        name="organization_id"
        label={label("organization")}
        required={false}
        error={organizationError}
        placeholder={label("noOrganization")}
        options={organizations.map((organization) => [organization.id, organization.name])}
        defaultValue={form.values.organization_id ?? ""}
        aria-describedby={["organization_id-hint", organizationError ? "organization_id-error" : null].filter(Boolean).join(" ")}
        onChange={() => form.setDirty(true)}
      >
        <FieldHint id="organization_id">{label("organizationHint")}</FieldHint>
      </SelectField>
      <DateField
        {...form.input("expires_on", { hint: label("expiresOnHint"), value: amsterdamDayAhead(API_KEY_LIMITS.maxDaysAhead - 1) })}
        label={label("expiresOn")}
        required
        min={amsterdamDayAhead(1)}
        max={amsterdamDayAhead(API_KEY_LIMITS.maxDaysAhead - 1)}
      />
    </AddItemForm>
  );
}
