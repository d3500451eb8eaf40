import { MessageSquarePlus } from "lucide-react";
import { Link, redirect, useNavigation } from "react-router";
import { type Conversation, MESSAGE_MAX_LENGTH } from "../../contract/conversations";
import { parseResourceId } from "../../contract/ids";
import { Button, buttonClasses } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { FormAlert } from "../components/ui/form-alert";
import { loadOrganization } from "../features/organizations/load-organization.server";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import "../lib/texts/conversations";
import { InputField } from "../components/ui/input-field";
import { TextAreaField } from "../components/ui/textarea-field";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import type { Route } from "./+types/conversations.new";

export const handle: RouteHandle = { title: "conversations:new.title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await signedIn(context, request);
  const id = parseResourceId(new URL(request.url).searchParams.get("organization"));
  const found = id ? await loadOrganization(context, String(id)) : null;
  // Centre staff (who may change its status) write to an organization; anyone else gets the hint, not a form.
  const organization = found?.permissions.changeStatus ? found.organization : null;
  return { organization: organization ? { id: organization.id, name: organization.name } : null };
}

/**
 * Starts one with an organization (subject and message), or opens an application's (the application page's
 * 'Conversation' button posts here): either way on to the conversation.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const posted = formValues(await request.formData());
  const value = (name: string) => posted[name] ?? "";
  const attributes =
    "application_id" in posted
      ? { applicationId: value("application_id") }
      : { organizationId: value("organization_id"), subject: value("subject"), body: value("body") };
  // Not allowed to write to them: the error page; an unknown organization or a refused message: the form's.
  const sent = await attempt(
    request,
    locale,
    () => api.post<Conversation>("/api/v1/conversations", { data: { type: "conversations", attributes } }),
    {
      pages: [403],
    },
  );
  if (!sent.ok) return refused(sent, { values: { subject: value("subject"), body: value("body") } });
  return redirect(`/${locale}/conversations/${sent.value.data.id}`);
}

/** /conversations/new?organization={id}: centre staff write to an organization of their centre. */
export default function NewConversation({ loaderData: { organization }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  // An application that cannot have one (a guest's) says so here; so does an organization that is gone.
  const general = errors.application_id ?? errors.organization_id ?? errors._form;
  return (
    <div className="max-w-2xl">
      <Link to={to("/conversations")} className="text-sm font-medium text-link hover:underline">
        ← {t("conversations:thread.back")}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{t("conversations:new.title")}</h1>
      {general && (
        <div className="mt-4">
          <FormAlert>{general}</FormAlert>
        </div>
      )}
      {organization ? (
        <Form method="post" className="mt-6 flex flex-col gap-4">
          <p className="text-lg">{t("conversations:new.with", { name: organization.name })}</p>
          <input type="hidden" name="organization_id" value={organization.id} />
          <InputField
            id="new-subject"
            label={t("conversations:new.subject")}
            required
            error={errors.subject}
            name="subject"
            browserRequired
            minLength={3}
            maxLength={120}
            defaultValue={actionData?.values.subject}
          />
          <TextAreaField
            id="new-body"
            label={t("conversations:new.body")}
            required
            error={errors.body}
            name="body"
            browserRequired
            maxLength={MESSAGE_MAX_LENGTH}
            defaultValue={actionData?.values.body}
            className="h-40 py-2"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
              <MessageSquarePlus className="size-4" aria-hidden />
              {t("conversations:new.start")}
            </Button>
            <Link
              to={to(`/organizations/${organization.id}`)}
              className={buttonClasses({ flavor: "outline", color: "muted", size: "lg" })}
            >
              {t("organizations:form.cancel")}
            </Link>
          </div>
        </Form>
      ) : (
        !general && <p className="mt-4 text-fg-muted">{t("conversations:new.missingOrganization")}</p>
      )}
    </div>
  );
}
