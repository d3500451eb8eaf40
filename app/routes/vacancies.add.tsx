import { data, Link, redirect } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { Vacancy } from "../../contract/vacancies";
import { buttonClasses } from "../components/ui/button";
import { attributesFromDraft, draftFromForm, emptyDraft } from "../features/vacancies/admin/form-values";
import { uploadChosenImage } from "../features/vacancies/admin/image-upload.server";
import {
  loadContactChoice,
  loadOrganizationOptions,
  requireVacancyAdmin,
} from "../features/vacancies/admin/vacancy-admin.server";
import { VacancyForm } from "../features/vacancies/admin/vacancy-form";
import { fieldErrorsOf } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { FLASH_PARAM } from "../lib/use-flash-toast";
import type { Route } from "./+types/vacancies.add";
import "../lib/texts/vacancy-admin";

export const handle: RouteHandle = { title: "vacancy-admin:add.title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const user = await signedIn(context, request);
  const scope = requireVacancyAdmin(user, context);
  // Centre staff pick one of the centre's organizations; a superuser places it in his selected organization.
  const organizations = scope.staff ? await loadOrganizationOptions(api) : null;
  const organizationId = scope.organization?.id ?? organizations?.[0]?.id ?? "";
  const { members, defaultId, showContactDetails } = organizationId
    ? await loadContactChoice(api, organizationId, scope.staff)
    : { members: null, defaultId: "", showContactDetails: false };
  const organizationName = scope.organization?.name ?? null;
  return { organizations, organizationId, organizationName, members, defaultId, showContactDetails };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const user = await signedIn(context, request);
  const scope = requireVacancyAdmin(user, context);
  const form = await request.formData();
  const draft = draftFromForm(form);
  // A superuser's vacancy goes to his selected organization, whatever the form says.
  if (!scope.staff) draft.organization_id = scope.organization?.id ?? "";
  const status = String(form.get("status") ?? "draft");
  try {
    const refused = await uploadChosenImage(api, form, draft);
    if (refused) return data({ errors: { image: refused.error }, draft }, { status: 422 });
    const { data: created } = await api.post<Vacancy>("/api/v1/vacancies", {
      data: { type: "vacancies", attributes: attributesFromDraft(draft, { create: true, status }) },
    });
    // To the list's tab of the new vacancy, where it now is.
    const flash = created.status === "published" ? "published" : "created";
    return redirect(`/${locale}/vacancies?status=${created.status}&${FLASH_PARAM}=${flash}`);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401) {
      return data({ errors: fieldErrorsOf(error), draft }, { status: error.status });
    }
    throw error;
  }
}

/** /vacancies/add: a new vacancy or activity, saved as draft or published at once. */
export default function AddVacancy({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const draft = actionData?.draft ?? {
    ...emptyDraft(loaderData.organizationId),
    contact_person_id: loaderData.defaultId,
    show_contact_details: loaderData.showContactDetails,
  };
  return (
    <div className="mx-auto w-full max-w-3xl">
      <h1 className="text-3xl font-bold">{t("vacancy-admin:add.title")}</h1>
      <p className="mt-2 text-fg-muted">{t("vacancy-admin:add.intro")}</p>
      <VacancyForm
        draft={draft}
        status={null}
        serverErrors={actionData?.errors ?? {}}
        organizations={loaderData.organizations}
        organizationName={loaderData.organizationName}
        contact={{ members: loaderData.members, currentName: null, creating: true }}
        cancel={
          <Link to={to("/vacancies")} className={buttonClasses({ flavor: "outline", color: "muted", size: "lg" })}>
            {t("vacancy-admin:form.cancel")}
          </Link>
        }
      />
    </div>
  );
}
