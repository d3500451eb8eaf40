import { useMemo } from "react";
import { redirect } from "react-router";
import { type Webhook, webhookFormSchema } from "../../contract/webhooks";
import { ListEditor } from "../components/ui/list-editor";
import { SecretNotice, secretNoticeTexts } from "../components/ui/secret-notice";
import { ApiReferenceLink } from "../features/api-reference/api-reference-link";
import { SETTINGS_SECTIONS } from "../features/shell/sections";
import { WebhookForm } from "../features/webhooks/webhook-form";
import { WebhookList } from "../features/webhooks/webhook-list";
import { attempt, refused } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { pageContext, signedInAs } from "../lib/page-context.server";
import { readForm } from "../lib/read-form.server";
import type { RouteHandle } from "../lib/route-handle";
import { useFlashToast, withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/settings.webhooks";
import "../lib/texts/settings";

export const handle: RouteHandle = { title: "settings:webhooks.title" };

const ROLES = SETTINGS_SECTIONS.webhooks.roles;
const pathOf = (id: string | undefined) => `/api/v1/webhooks/${encodeURIComponent(id ?? "")}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, ROLES);
  return { webhooks: (await api.get<Webhook[]>("/api/v1/webhooks")).data };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, ROLES);
  const { form, values, ...checked } = await readForm(request, () => webhookFormSchema, locale);
  const back = (flash: string) => redirect(withFlash(`/${locale}/instellingen/webhooks`, flash));
  // A row's buttons: the API's refusal of a webhook that is gone is its 404 page.
  if (values.intent === "delete" || values.intent === "test" || values.intent === "switch") {
    const call = {
      delete: () => api.delete(pathOf(values.id)),
      test: () => api.post(`${pathOf(values.id)}/test`, {}),
      switch: () =>
        api.patch(pathOf(values.id), { data: { type: "webhooks", attributes: { active: values.active === "true" } } }),
    }[values.intent];
    const done = await attempt(request, locale, call, { pages: [404] });
    if (!done.ok) return refused(done, { values });
    if (values.intent === "switch") return back(values.active === "true" ? "switchedOn" : "switchedOff");
    return back(values.intent === "delete" ? "deleted" : "tested");
  }
  const events = form.getAll("events").map(String);
  if (!checked.ok) return refused({ errors: checked.errors, status: 422 }, { values, events });
  const attributes = { ...checked.value, events };
  const created = await attempt(request, locale, () =>
    api.post<Webhook>("/api/v1/webhooks", { data: { type: "webhooks", attributes } }),
  );
  if (!created.ok) return refused(created, { values, events });
  // The secret only in this answer.
  return { created: { url: created.value.data.url, secret: created.value.data.secret ?? "" } };
}

/** /instellingen/webhooks: partner systems that hear of the centre's events (issue 43), a new one, and its buttons. */
export default function Webhooks({ loaderData: { webhooks }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const label = (key: string, options?: Record<string, unknown>) => t(`settings:webhooks.${key}`, options);
  useFlashToast(
    useMemo(
      () => ({
        deleted: t("settings:webhooks.flash.deleted"),
        tested: t("settings:webhooks.flash.tested"),
        switchedOff: t("settings:webhooks.flash.switchedOff"),
        switchedOn: t("settings:webhooks.flash.switchedOn"),
      }),
      [t],
    ),
  );
  const created = actionData && "created" in actionData ? actionData.created : null;
  return (
    <ListEditor
      titleId="webhooks-title"
      title={label("title")}
      intro={
        <>
          {label("intro")} <ApiReferenceLink />
        </>
      }
      count={label("count", { count: webhooks.length })}
      countTestId="webhook-count"
      list={webhooks.length > 0 && <WebhookList webhooks={webhooks} />}
      empty={label("empty")}
      form={
        <div className="flex flex-col gap-6">
          {created && (
            <SecretNotice
              id="new-webhook-secret"
              secret={created.secret}
              texts={secretNoticeTexts((key) => label(`created.${key}`, { url: created.url }))}
            />
          )}
          <WebhookForm
            key={created?.secret ?? "new"}
            result={actionData && !("created" in actionData) ? actionData : undefined}
          />
        </div>
      }
    />
  );
}
