import { useMemo } from "react";
import { redirect } from "react-router";
import { endOfAmsterdamDay } from "../../contract/amsterdam-time";
import { type ApiKey, apiKeyFormSchema } from "../../contract/api-keys";
import type { AdminUser } from "../../contract/users";
import { ListEditor } from "../components/ui/list-editor";
import { SecretNotice, secretNoticeTexts } from "../components/ui/secret-notice";
import { ApiKeyForm } from "../features/api-keys/api-key-form";
import { ApiKeyList } from "../features/api-keys/api-key-list";
import { ApiReferenceLink } from "../features/api-reference/api-reference-link";
import { SETTINGS_SECTIONS } from "../features/shell/sections";
import { loadCenterOrganizations } from "../features/users/user-admin.server";
import { attempt, refused } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { pageContext, signedInAs } from "../lib/page-context.server";
import { readForm } from "../lib/read-form.server";
import type { RouteHandle } from "../lib/route-handle";
import { useFlashToast, withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/settings.api-keys";
import "../lib/texts/settings";

export const handle: RouteHandle = { title: "settings:apiKeys.title" };

const ROLES = SETTINGS_SECTIONS.apiKeys.roles;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const me = (await signedInAs(context, request, ROLES)) as AdminUser;
  const [keys, organizations] = await Promise.all([
    api.get<ApiKey[]>("/api/v1/api_keys"),
    loadCenterOrganizations(api, me.centerId),
  ]);
  return { keys: keys.data, organizations: organizations.filter((organization) => organization.selectable) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, ROLES);
  const { form, values, ...checked } = await readForm(request, () => apiKeyFormSchema, locale);
  if (values.intent === "delete") {
    const revoked = await attempt(request, locale, () => api.delete(`/api/v1/api_keys/${encodeURIComponent(values.id ?? "")}`), {
      pages: [404],
    });
    if (!revoked.ok) return refused(revoked, { values });
    return redirect(withFlash(`/${locale}/instellingen/api-sleutels`, "revoked"));
  }
  const scopes = form.getAll("scopes").map(String);
  if (!checked.ok) return refused({ errors: checked.errors, status: 422 }, { values, scopes });
  const attributes = {
    name: checked.value.name,
    scopes,
    organization_id: values.organization_id || null,
    expires_at: endOfAmsterdamDay(checked.value.expires_on),
  };
  const created = await attempt(request, locale, () =>
    api.post<ApiKey>("/api/v1/api_keys", { data: { type: "api_keys", attributes } }),
  );
  if (!created.ok) return refused(created, { values, scopes });
  // The key itself only in this answer: the API keeps its hash alone.
  return { created: { name: created.value.data.name, key: created.value.data.key ?? "" } };
}

/** /instellingen/api-sleutels: the centre's keys for partner systems (issue 43), a new one, and revoking one. */
export default function ApiKeys({ loaderData: { keys, organizations }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const label = (key: string, options?: Record<string, unknown>) => t(`settings:apiKeys.${key}`, options);
  useFlashToast(useMemo(() => ({ revoked: t("settings:apiKeys.flash.revoked") }), [t]));
  const created = actionData && "created" in actionData ? actionData.created : null;
  return (
    <ListEditor
      titleId="api-keys-title"
      title={label("title")}
      intro={
        <>
          {label("intro")} <ApiReferenceLink />
        </>
      }
      count={label("count", { count: keys.length })}
      countTestId="api-key-count"
      list={keys.length > 0 && <ApiKeyList keys={keys} />}
      empty={label("empty")}
      form={
        <div className="flex flex-col gap-6">
          {created && (
            <SecretNotice
              id="new-api-key"
              secret={created.key}
              texts={secretNoticeTexts((key) => label(`created.${key}`, { name: created.name }))}
            />
          )}
          <ApiKeyForm
            key={created?.key ?? "new"}
            result={actionData && !("created" in actionData) ? actionData : undefined}
            organizations={organizations}
          />
        </div>
      }
    />
  );
}
