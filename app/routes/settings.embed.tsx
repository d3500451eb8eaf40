import { data } from "react-router";
import { embedOriginsFormSchemaFor, embedOriginsOf } from "../../contract/volunteer-centers";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { FormAlert } from "../components/ui/form-alert";
import { SelectField } from "../components/ui/select-field";
import { TextAreaField } from "../components/ui/textarea-field";
import { loadCenterProfile } from "../features/settings/center-profile.server";
import { SETTINGS_SECTIONS } from "../features/shell/sections";
import { loadCenterOrganizations } from "../features/users/user-admin.server";
import { embedSnippets } from "../features/vacancy-embed/embed-snippet";
import { EmbedSnippet } from "../features/vacancy-embed/embed-snippet-panel";
import { submitForm } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { useLocale } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import { readForm } from "../lib/read-form.server";
import type { RouteHandle } from "../lib/route-handle";
import { serverContext } from "../lib/server-context";
import { useScreenForm } from "../lib/use-screen-form";
import type { Route } from "./+types/settings.embed";
import "../lib/texts/embed";
import "../lib/texts/settings";

export const handle: RouteHandle = { title: "embed:settings.title" };

const ROLES = SETTINGS_SECTIONS.embed.roles;

export async function loader({ request, context }: Route.LoaderArgs) {
  await signedInAs(context, request, ROLES);
  const { centerId, profile } = await loadCenterProfile(context);
  const organizations = await loadCenterOrganizations(pageContext(context).api, Number(centerId), {
    statusEq: "approved",
  });
  // The snippets for one organization's vacancies, chosen with a GET form (?organization_id=): works without scripts.
  const asked = new URL(request.url).searchParams.get("organization_id");
  const organizationId = organizations.some((organization) => organization.id === asked) ? (asked as string) : "";
  return { organizations, organizationId, origins: profile.embedOrigins ?? [], origin: context.get(serverContext).origin };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, ROLES);
  // The browser's check again (a form sent without scripts): the same message, and nothing sent on.
  const { values, ...checked } = await readForm(request, embedOriginsFormSchemaFor, locale);
  if (!checked.ok) return data({ errors: checked.errors, values, at: Date.now() }, { status: 422 });
  const { centerId } = await loadCenterProfile(context);
  const attributes = { embed_origins: embedOriginsOf(checked.value.embed_origins) };
  return submitForm(request, locale, "embed:settings.saved", () =>
    api.patch(`/api/v1/volunteer_centers/${centerId}/profile`, { data: { type: "volunteer_center_profiles", attributes } }),
  );
}

/**
 * /instellingen/insluiten: the vacancy bank on other sites (issue 43, item 3). The snippet to copy, a live preview of
 * what it shows, and the sites that may show it (the embedded page's frame-ancestors).
 */
export default function EmbedSettings({
  loaderData: { organizations, organizationId, origins, origin },
  actionData,
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = (key: string, options?: Record<string, unknown>) => t(`embed:settings.${key}`, options);
  const form = useScreenForm(embedOriginsFormSchemaFor, actionData);
  const snippets = embedSnippets(origin, locale, label("frameTitle"), organizationId || undefined);
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="embed-title" className="flex flex-col gap-4">
        <h2 id="embed-title" className="text-2xl font-bold">
          {label("title")}
        </h2>
        <p className="max-w-3xl text-fg-muted">{label("intro")}</p>
        {organizations.length > 0 && (
          <Form method="get" className="flex flex-wrap items-end gap-3" data-testid="embed-organization">
            <div className="w-full max-w-md">
              <SelectField
                id="organization_id"
                name="organization_id"
                label={label("organization")}
                required={false}
                placeholder={label("allVacancies")}
                options={organizations.map((organization) => [organization.id, organization.name])}
                defaultValue={organizationId}
              />
            </div>
            <Button type="submit" flavor="outline">
              {label("showSnippets")}
            </Button>
          </Form>
        )}
        <EmbedSnippet id="embed-script" title={label("scriptTitle")} hint={label("scriptHint")} code={snippets.script} />
        <EmbedSnippet id="embed-frame" title={label("frameSnippetTitle")} hint={label("frameHint")} code={snippets.frame} />
      </section>

      <section aria-labelledby="embed-hosts-title">
        <h2 id="embed-hosts-title" className="text-xl font-bold">
          {label("hostsTitle")}
        </h2>
        <p className="mt-1 max-w-3xl text-fg-muted">{label("hostsIntro")}</p>
        <Form
          method="post"
          noValidate
          onSubmit={form.onSubmit}
          className="mt-4 flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-4 sm:p-6"
        >
          {form.alert && <FormAlert>{form.alert}</FormAlert>}
          <TextAreaField
            {...form.input("embed_origins", { value: origins.join("\n"), hint: label("hostsHint") })}
            label={label("hosts")}
            className="h-32 py-2 font-mono"
            autoComplete="off"
            spellCheck={false}
          />
          <div className="flex justify-end">
            <Button type="submit" size="lg" disabled={form.submitting}>
              {label("save")}
            </Button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="embed-preview-title">
        <h2 id="embed-preview-title" className="text-xl font-bold">
          {label("previewTitle")}
        </h2>
        <p className="mt-1 max-w-3xl text-fg-muted">{label("previewIntro")}</p>
        <iframe
          src={snippets.preview}
          title={label("previewFrame")}
          className="mt-4 h-[40rem] w-full rounded-lg border border-border"
          data-testid="embed-preview"
        />
      </section>
    </div>
  );
}
