import { z } from "zod";
import { centerSlugSchema } from "../../../contract/platform";
import { tenantHostSchema } from "../../../contract/tenants";
import type { FieldErrors } from "../../../contract/validation";
import { Form } from "../../components/ui/form";
import { FormActions } from "../../components/ui/form-actions";
import { FormAlert } from "../../components/ui/form-alert";
import { InputField } from "../../components/ui/input-field";
import { useTranslation } from "../../lib/i18n";
import { type InputOptions, type ScreenResult, useScreenForm } from "../../lib/use-screen-form";
import type { ConsoleTenant } from "./tenant-form-schema";
import "../../lib/texts/platform";

type ScreenInput = ReturnType<ReturnType<typeof useScreenForm>["input"]>;

/**
 * A further centre of a tenant: its name, slug and, optionally, its host. The centre's name is "center_name" (the page
 * has the tenant's "name" too); the API's pointer /data/attributes/name is put there by `centerFieldErrors`.
 */
export const centerNewSchema = () =>
  z.object({
    center_name: z.string().trim().min(1).max(100),
    slug: centerSlugSchema,
    host: z.union([z.literal(""), tenantHostSchema]),
  });

type CenterForm = z.output<ReturnType<typeof centerNewSchema>>;

/** POST /api/v1/platform/tenants/{id}/centers. */
export const centerCreateBody = (form: CenterForm) => ({
  data: { type: "platform_centers", attributes: { name: form.center_name, slug: form.slug, host: form.host || null } },
});

/** The API's refusal on this form's fields: its "name" is the centre's. */
export function centerFieldErrors(errors: FieldErrors): FieldErrors {
  const { name, ...rest } = errors;
  return name === undefined ? rest : { ...rest, center_name: name };
}

/** The tenant's centres, each with the hosts that name it, and the form for another. */
export function TenantCenters({ tenant, result }: { tenant: ConsoleTenant; result: ScreenResult }) {
  const { t } = useTranslation();
  const { input, alert, onSubmit, submitting } = useScreenForm(centerNewSchema, result);
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2" data-testid="tenant-centers">
        {tenant.centers.map((center) => {
          const hosts = tenant.hosts.filter((host) => host.centerSlug === center.slug).map((host) => host.host);
          return (
            <li key={center.id} className="rounded-md border border-border p-3" data-testid="tenant-center">
              <p className="font-medium break-words">
                {center.name}
                {center.isDefault && <span className="text-fg-muted"> ({t("platform:tenant.defaultCenter")})</span>}
              </p>
              <p className="font-mono text-sm break-all text-fg-muted">{center.slug}</p>
              {hosts.length > 0 ? (
                <p className="font-mono text-sm break-all">{hosts.join(", ")}</p>
              ) : (
                <p className="text-sm">{t("platform:centers.noHost")}</p>
              )}
            </li>
          );
        })}
      </ul>
      <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-4" data-testid="center-form">
        <input type="hidden" name="intent" value="center" />
        <h3 className="text-lg font-semibold">{t("platform:centers.add")}</h3>
        {alert && <FormAlert>{alert}</FormAlert>}
        <CenterFields input={input} />
        <InputField
          {...input("host", { hint: t("platform:centers.hostHint") })}
          label={t("platform:centers.host")}
          autoComplete="off"
          spellCheck={false}
        />
        <FormActions submit={t("platform:centers.submit")} submitProps={{ disabled: submitting }} />
      </Form>
    </div>
  );
}

/** A centre's name and slug, in the form for a new tenant and in the form for a further centre. */
export function CenterFields({ input }: { input: (name: "center_name" | "slug", options?: InputOptions) => ScreenInput }) {
  const { t } = useTranslation();
  return (
    <>
      <InputField {...input("center_name")} label={t("platform:form.centerName")} required autoComplete="off" />
      <InputField
        {...input("slug", { hint: t("platform:form.slugHint") })}
        label={t("platform:form.slug")}
        required
        autoComplete="off"
        spellCheck={false}
      />
    </>
  );
}
