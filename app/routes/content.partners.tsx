import { useMemo } from "react";
import { redirect } from "react-router";
import type { Partner } from "../../contract/partners";
import { PartnerForm, partnerValues } from "../features/partners/partner-form";
import { PartnerList } from "../features/partners/partner-list";
import { CONTENT_SECTIONS } from "../features/shell/sections";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
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
    logo_upload_id: text("logo_upload_id") || null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.partners.roles);
  const form = await request.formData();
  const values = formValues(form);
  const back = (flash: string) => withFlash(`/${locale}/content/partners`, flash);
  const intent = values.intent ?? "save";
  const id = encodeURIComponent(values.id ?? "");
  const result = await attempt(request, locale, async () => {
    if (intent === "delete") {
      await api.delete(`/api/v1/partners/${id}`);
      return redirect(back("deleted"));
    }
    if (intent === "move") {
      const position = Math.max(0, Number(values.position) || 0);
      await api.patch(`/api/v1/partners/${id}`, { data: { type: "partners", attributes: { position } } });
      return redirect(back("moved"));
    }
    const document = { data: { type: "partners", attributes: attributesOf(form) } };
    if (id) await api.patch(`/api/v1/partners/${id}`, document);
    else await api.post("/api/v1/partners", document);
    return redirect(back(id ? "saved" : "added"));
  });
  if (result.ok) return result.value;
  const sent = {
    name: values.name ?? "",
    url: values.url ?? "",
    text: values.text ?? "",
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
    <section aria-labelledby="partners-title" className="flex flex-col gap-6">
      <div>
        <h2 id="partners-title" className="text-2xl font-bold">
          {label("title")}
        </h2>
        <p className="mt-1 max-w-3xl text-fg-muted">{label("intro")}</p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-3">
          <p className="text-fg-muted" data-testid="partner-count">
            {label("count", { count: partners.length })}
          </p>
          {partners.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-6 text-fg-muted">{label("empty")}</p>
          ) : (
            <PartnerList partners={partners} editHref={(partner) => to(`/content/partners?edit=${partner.id}#partner-form`)} />
          )}
        </div>
        <PartnerForm
          key={`${editing?.id ?? "new"}-${actionData?.at ?? ""}`}
          editing={editing}
          values={values}
          errors={actionData?.errors ?? {}}
          cancelTo={to("/content/partners")}
        />
      </div>
    </section>
  );
}
