import { redirect, useSearchParams } from "react-router";
import { amsterdamToIso } from "../../contract/amsterdam-time";
import type { Workshop } from "../../contract/workshops";
import { LanguageTabs } from "../features/content-pages/language-tabs";
import { WorkshopForm } from "../features/workshops/workshop-form";
import { WorkshopPreview } from "../features/workshops/workshop-preview";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import { STAFF } from "../lib/role-groups";
import type { RouteHandle } from "../lib/route-handle";
import { withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/workshops.edit";
import "../lib/texts/workshops";

export const handle: RouteHandle = {
  title: (t, loaderData) =>
    t((loaderData as { workshop?: Workshop } | undefined)?.workshop ? "workshops:form.editTitle" : "workshops:form.newTitle"),
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, STAFF);
  if (!params.id) return { workshop: null };
  const { data: workshop } = await api.get<Workshop>(`/api/v1/workshops/${encodeURIComponent(params.id)}`);
  return { workshop };
}

/**
 * The form's fields as the API's attributes: Amsterdam wall-clock times as instants, check boxes as booleans; the
 * English tab sends only the English texts (decision 35).
 */
function attributesOf(form: FormData) {
  const values = formValues(form);
  const text = (name: string) => values[name] ?? "";
  if (values.language === "en") return { title_en: text("title_en") || null, description_en: text("description_en") || null };
  return {
    title: text("title"),
    description: text("description"),
    audience: text("audience"),
    starts_at: amsterdamToIso(text("starts_at")),
    ends_at: amsterdamToIso(text("ends_at")),
    location: text("location"),
    online: values.online === "on",
    seats: text("seats") === "" ? null : Number(text("seats")),
    published: values.published === "on",
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const form = await request.formData();
  const values = formValues(form);
  const path = `/api/v1/workshops/${encodeURIComponent(params.id ?? "")}`;
  if (values.intent === "copy_dutch" && params.id) {
    // A starting point in the fields, not saved: saved, /en would show the Dutch as if it were English.
    const { data: workshop } = await api.get<Workshop>(path);
    return { copied: true, errors: {}, values: { title_en: workshop.title, description_en: workshop.description } };
  }
  const document = { data: { type: "workshops", attributes: attributesOf(form) } };
  const sent = await attempt(request, locale, () =>
    params.id ? api.patch<Workshop>(path, document) : api.post<Workshop>("/api/v1/workshops", document),
  );
  if (!sent.ok) return refused(sent, { values });
  return redirect(withFlash(`/${locale}/workshops/${sent.value.data.id}`, "saved"));
}

/** /workshops/new and /workshops/{id}/edit: the centre's staff plan a workshop. */
export default function WorkshopEditScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { workshop } = loaderData;
  const english = useSearchParams()[0].get("taal") === "en" && workshop !== null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold">{t(workshop ? "workshops:form.editTitle" : "workshops:form.newTitle")}</h1>
      {workshop && <LanguageTabs path={`/workshops/${workshop.id}/edit`} untranslated={!workshop.titleEn} />}
      <WorkshopForm
        workshop={workshop ?? undefined}
        language={english ? "en" : "nl"}
        errors={actionData?.errors ?? {}}
        values={actionData?.values}
        copied={actionData !== undefined && "copied" in actionData}
        cancelHref={to(workshop ? `/workshops/${workshop.id}` : "/workshops")}
      />
      {workshop && <WorkshopPreview workshop={workshop} />}
    </div>
  );
}
