import { useState } from "react";
import type { Role } from "../../../contract/identity";
import { isOrganizationRole, type OrganizationOption } from "../../../contract/users";
import { Field, INPUT } from "../../components/ui/field";
import { SelectField } from "../../components/ui/select-field";
import { useHydrated } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/identity";

type FieldProps = (name: "role" | "organization_id") => Record<string, unknown>;

/**
 * A role picker offering only the roles the API said this admin may grant, and, for an organization role,
 * the organization, picked from the user's centre.
 */
export function RoleFields({
  roles,
  organizations,
  field,
  errors,
  initialRole = "",
  initialOrganization = "",
}: {
  roles: Role[];
  organizations: OrganizationOption[];
  field: FieldProps;
  errors: Record<string, string | undefined>;
  initialRole?: string;
  initialOrganization?: string;
}) {
  const { t } = useTranslation();
  const [role, setRole] = useState(initialRole);
  const roleProps = field("role");
  // Without JavaScript the field cannot follow the role, so it is always there (the API says when it is wrong).
  const needsOrganization = !useHydrated() || ((roles as string[]).includes(role) && isOrganizationRole(role as Role));
  return (
    <>
      <SelectField
        {...roleProps}
        id="role"
        label={t("identity:userAdmin.fields.role")}
        error={errors.role}
        placeholder={t("identity:userAdmin.fields.chooseRole")}
        options={roles.map((name) => [name, t(`identity:roles.${name}`)] as const)}
        defaultValue={initialRole}
        onChange={(event) => {
          (roleProps.onChange as () => void)();
          setRole(event.currentTarget.value);
        }}
      />
      {needsOrganization && (
        <Field id="organization_id" label={t("identity:userAdmin.fields.organization")} required error={errors.organization_id}>
          <select className={INPUT} defaultValue={initialOrganization} {...field("organization_id")}>
            <option value="">{t("identity:userAdmin.fields.chooseOrganization")}</option>
            {organizations
              .filter((organization) => organization.selectable)
              .map((organization) => (
                <option key={organization.id} value={organization.id}>
                  {organization.name}
                </option>
              ))}
          </select>
        </Field>
      )}
    </>
  );
}
