import { data, Link } from "react-router";
import type { Organization } from "../../contract/organizations";
import { ImageUploadField } from "../features/media/image-upload-field";
import { chosenImage } from "../features/media/image-upload-field.server";
import { forbidden, loadOrganization } from "../features/organizations/load-organization.server";
import { OrganizationForm, organizationFormValues } from "../features/organizations/organization-form";
import { organizationAttributesFrom } from "../features/organizations/organization-form.server";
import { SETTINGS_SECTIONS } from "../features/shell/sections";
import { attempt, refused } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { requireOrganization } from "../lib/organization.server";
import { pageContext, signedInAs } from "../lib/page-context.server";
import { useFormResult } from "../lib/use-form-result";
import type { Route } from "./+types/settings.organization";
import "../lib/texts/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await signedInAs(context, request, SETTINGS_SECTIONS.organization.roles);
  // The selected organization, when the user may change it (its superusers, its centre's staff).
  const loaded = await loadOrganization(context, requireOrganization(context).id);
  if (!loaded.permissions.update) throw forbidden();
  return { organization: loaded.organization };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, SETTINGS_SECTIONS.organization.roles);
  const form = await request.formData();
  const values = organizationAttributesFrom(form);
  const logo = await chosenImage(api, form, "logo");
  if ("error" in logo) return data({ errors: { logo_id: logo.error }, values, logo: null, at: Date.now() }, { status: 422 });
  const attributes = { ...values, ...(logo.id !== undefined && { logoId: logo.id }) };
  const sent = await attempt(request, locale, () =>
    api.patch<Organization>("/api/v1/current_organization", { data: { type: "organizations", attributes } }),
  );
  if (sent.ok) return { saved: "settings:organization.saved", at: Date.now() };
  // A new upload is kept for the next try, so the file need not be chosen again.
  const pending = logo.id ? { id: logo.id, url: logo.url ?? "" } : null;
  return refused(sent, { values, logo: pending, at: Date.now() });
}

/** /instellingen/organisatie: the selected organization's details, address, profile and logo. */
export default function OrganizationSettings({ loaderData: { organization }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { serverErrors, saved } = useFormResult(actionData);
  const refused = actionData && "values" in actionData ? actionData : null;
  const pending = refused?.logo ?? null;
  return (
    <section aria-labelledby="organization-settings-title">
      <h2 id="organization-settings-title" className="text-2xl font-bold">
        {t("settings:organization.title")}
      </h2>
      <p className="mt-1 text-fg-muted">
        {t("settings:organization.intro", { name: organization.name })}{" "}
        <Link to={to(`/organizations/${organization.id}`)} className="text-link underline">
          {t("settings:organization.publicPage")}
        </Link>
      </p>
      <OrganizationForm
        // After a save the form starts again from what was saved.
        key={saved ? actionData?.at : "form"}
        values={refused?.values ?? organizationFormValues(organization)}
        serverErrors={serverErrors}
        submitLabel={t("settings:organization.submit")}
        extra={(markDirty) => (
          // The logo: a file or a stock image.
          <ImageUploadField
            name="logo"
            inputId="logo"
            look="logo"
            textKey="settings:organization.logo"
            storedUrl={organization.logoUrl}
            pending={pending}
            error={serverErrors.logo_id}
            stock
            markDirty={markDirty}
          />
        )}
      />
    </section>
  );
}
