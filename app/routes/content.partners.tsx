import { useMemo } from "react";
import type { Partner } from "../../contract/partners";
import { ListEditor } from "../components/ui/list-editor";
import { PartnerForm, partnerValues } from "../features/partners/partner-form";
import { PartnerList } from "../features/partners/partner-list";
import { CONTENT_SECTIONS } from "../features/shell/sections";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { listItemIntent } from "../lib/list-item-intent.server";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useFlashToast, withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/content.partners";
import "../lib/texts/content";

export const handle: RouteHandle = { title: "content:partners.title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.partners.roles);
  const partners = (await api.get<Partner[]>("/api/v1/partners")).data;
  return { partners, editId: new URL(request.url).searchParams.get("edit") };
}

/** The posted form as the API's attributes: an empty field clears it. */
function attributesOf(form: FormData) {
  const values = formValues(form);
  const text = (name: string) => (values[name] ?? "").trim();
  return {
    name: text("name"),
    url: text("url") || null,
    text: text("text") || null,
    ...("text_en" in values ? { text_en: text("text_en") || null } : {}),
    logo_upload_id: text("logo_upload_id") || null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.partners.roles);
  const form = await request.formData();
  const values = formValues(form);
  const back = (flash: string) => withFlash(`/${locale}/content/partners`, flash);
  const result = await attempt(request, locale, () => listItemIntent(api, "partners", values, back, () => attributesOf(form)));
  if (result.ok) return result.value;
  const sent = {
    name: values.name ?? "",
    url: values.url ?? "",
    text: values.text ?? "",
    textEn: values.text_en ?? "",
    logoUploadId: values.logo_upload_id ?? "",
    logoUrl: values.logo_url ?? "",
  };
  return refused(result, { sent, at: Date.now() });
}

/** /content/partners: the centre's partners (shown on /partners and by the logo bar), their order, and the form. */
export default function Partners({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { partners, editId } = loaderData;
  const label = (key: string, options?: Record<string, unknown>) => t(`content:partners.${key}`, options);
  const flashes = useMemo(
    () => Object.fromEntries(["saved", "added", "deleted", "moved"].map((key) => [key, t(`content:partners.flash.${key}`)])),
    [t],
  );
  useFlashToast(flashes);
  const editing = partners.find((partner) => partner.id === editId) ?? null;
  const values = actionData && "sent" in actionData ? actionData.sent : partnerValues(editing);
  return (
    <ListEditor
      titleId="partners-title"
      title={label("title")}
      intro={label("intro")}
      count={label("count", { count: partners.length })}
      countTestId="partner-count"
      list={
        partners.length > 0 && (
          <PartnerList partners={partners} editHref={(partner) => to(`/content/partners?edit=${partner.id}#partner-form`)} />
        )
      }
      empty={label("empty")}
      form={
        <PartnerForm
          key={`${editing?.id ?? "new"}-${actionData?.at ?? ""}`}
          editing={editing}
          values={values}
          errors={actionData?.errors ?? {}}
          cancelTo={to("/content/partners")}
        />
      }
    />
  );
}
