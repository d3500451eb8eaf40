import { Link, redirect } from "react-router";
import type { Organization } from "../../contract/organizations";
import { buttonClasses } from "../components/ui/button";
import { OrganizationForm } from "../features/organizations/organization-form";
import { organizationAttributesFrom } from "../features/organizations/organization-form.server";
import { attempt, refused } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn, signedInAs } from "../lib/page-context.server";
import { STAFF } from "../lib/role-groups";
import type { RouteHandle } from "../lib/route-handle";
import { withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/organizations.add";

export const handle: RouteHandle = { title: "organizations:add.title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  // The same rule as POST /organizations (centre staff); the API checks it again on submit.
  await signedInAs(context, request, STAFF);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedIn(context, request);
  const values = organizationAttributesFrom(await request.formData(), { withContactDefault: true });
  const sent = await attempt(request, locale, () =>
    api.post<Organization>("/api/v1/organizations", { data: { type: "organizations", attributes: values } }),
  );
  if (!sent.ok) return refused(sent, { values });
  return redirect(withFlash(`/${locale}/organizations/${sent.value.data.id}`, "created"));
}

/** /organizations/add: centre staff add an organization, approved at once (it needs no review by themselves). */
export default function AddOrganization({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="text-3xl font-bold">{t("organizations:add.title")}</h1>
      <p className="mt-2 text-fg-muted">{t("organizations:add.intro")}</p>
      <OrganizationForm
        values={actionData?.values}
        serverErrors={actionData?.errors ?? {}}
        submitLabel={t("organizations:add.submit")}
        withContactDefault
        cancel={
          <Link to={to("/organizations")} className={buttonClasses({ flavor: "outline", color: "muted", size: "lg" })}>
            {t("organizations:form.cancel")}
          </Link>
        }
      />
    </div>
  );
}
