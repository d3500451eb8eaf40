import { data, Link, redirect } from "react-router";
import { ApiError } from "../../contract/api-client";
import { buttonClasses } from "../components/ui/button";
import { DeleteVacancyDialog } from "../features/vacancies/admin/delete-vacancy-dialog";
import { attributesFromDraft, draftFromForm, draftFromVacancy } from "../features/vacancies/admin/form-values";
import { uploadChosenImage } from "../features/vacancies/admin/image-upload.server";
import { VacancyStatusBadge } from "../features/vacancies/admin/status-badge";
import {
  loadEditableVacancy,
  loadOrganizationPeople,
  requireVacancyAdmin,
} from "../features/vacancies/admin/vacancy-admin.server";
import { VacancyForm } from "../features/vacancies/admin/vacancy-form";
import { fieldErrorsOf } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useFlashToast, withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/vacancies.edit";
import "../lib/texts/vacancy-admin";

export const handle: RouteHandle = { title: "vacancy-admin:edit.title" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const user = await signedIn(context, request);
  const { staff } = requireVacancyAdmin(user, context);
  const vacancy = await loadEditableVacancy(api, params.id);
  const members = vacancy.organization ? await loadOrganizationPeople(api, vacancy.organization.id, staff) : null;
  return { vacancy, members, loadedAt: Date.now() };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const user = await signedIn(context, request);
  requireVacancyAdmin(user, context);
  const form = await request.formData();
  const path = `/api/v1/vacancies/${encodeURIComponent(params.id)}`;
  const draft = draftFromForm(form);
  try {
    if (form.get("intent") === "delete") {
      await api.delete(path);
      return redirect(withFlash(`/${locale}/vacancies`, "deleted"));
    }
    const status = form.get("status") ? String(form.get("status")) : null;
    const refused = await uploadChosenImage(api, form, draft);
    if (refused) return data({ errors: { image: refused.error }, draft, at: Date.now() }, { status: 422 });
    await api.patch(path, {
      data: { type: "vacancies", id: params.id, attributes: attributesFromDraft(draft, { create: false, status }) },
    });
    return redirect(withFlash(`/${locale}/vacancies/${encodeURIComponent(params.id)}/edit`, status ? "statusChanged" : "saved"));
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401 && error.status !== 404) {
      return data({ errors: fieldErrorsOf(error), draft, at: Date.now() }, { status: error.status });
    }
    throw error;
  }
}

/** /vacancies/{id}/edit: the same form as add, with the status changes allowed from here and a delete. */
export default function EditVacancy({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const to = useLocalePath();
  const { vacancy, members, loadedAt } = loaderData;
  useFlashToast({
    saved: t("vacancy-admin:flash.saved"),
    statusChanged: t("vacancy-admin:flash.statusChanged"),
  });
  const draft = actionData?.draft ?? draftFromVacancy(vacancy, i18n.language);
  return (
    <div className="mx-auto w-full max-w-3xl">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold">{t("vacancy-admin:edit.title")}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-fg-muted">
            <span className="break-words">{vacancy.title}</span>
            <VacancyStatusBadge status={vacancy.status} />
          </p>
        </div>
        <DeleteVacancyDialog title={vacancy.title} />
      </div>
      <VacancyForm
        // A fresh form after each save: its controls start from what the API now holds.
        key={`${vacancy.id}-${loadedAt}-${actionData?.at ?? 0}`}
        draft={draft}
        status={vacancy.status}
        serverErrors={actionData?.errors ?? {}}
        organizations={null}
        organizationName={vacancy.organization?.name ?? null}
        contact={{ members, currentName: vacancy.contactPerson?.fullName ?? null, creating: false }}
        cancel={
          <Link to={to("/vacancies")} className={buttonClasses({ flavor: "outline", color: "muted", size: "lg" })}>
            {t("vacancy-admin:form.cancel")}
          </Link>
        }
      />
    </div>
  );
}
