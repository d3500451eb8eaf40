import { ArrowRight } from "lucide-react";
import { useMemo, useState } from "react";
import { data, redirect, useNavigation } from "react-router";
import { organizationMoveFormSchema } from "../../contract/organization-form";
import type { VolunteerCenter } from "../../contract/volunteer-centers";
import { Field, INPUT } from "../components/ui/field";
import { Form } from "../components/ui/form";
import { FormActions } from "../components/ui/form-actions";
import { FormAlert } from "../components/ui/form-alert";
import { forbidden, loadOrganization } from "../features/organizations/load-organization.server";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useBlurValidation } from "../lib/use-blur-validation";
import { withFlash } from "../lib/use-flash-toast";
import { useUnsavedChangesGuard } from "../lib/use-unsaved-changes";
import type { Route } from "./+types/organization.move";

export const handle: RouteHandle = { title: "organizations:move.title" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedIn(context, request);
  const loaded = await loadOrganization(context, params.id);
  // permissions.move is false when the config layers switch moving off: then the screen does not exist, as the
  // API's PUT /move answers 404 (see organization-move.routes.ts); with moving on, no right is a 403.
  if (!loaded.permissions.move) {
    if (!(await movingEnabled(context))) throw data({ message: "Not found" }, { status: 404 });
    throw forbidden();
  }
  const { data: centers } = await api.get<VolunteerCenter[]>("/api/v1/volunteer_centers");
  const current = centers.find((c) => Number(c.id) === loaded.organization.centerId) ?? null;
  const others = centers.filter((c) => Number(c.id) !== loaded.organization.centerId).map((c) => ({ id: c.id, name: c.name }));
  return { organization: loaded.organization, current: current?.name ?? "", others };
}

async function movingEnabled(context: Route.LoaderArgs["context"]) {
  const { meta } = await pageContext(context).api.get("/api/v1/volunteer_centers/current");
  return Boolean((meta.config as { movingOrganizations?: boolean } | undefined)?.movingOrganizations);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedIn(context, request);
  const form = await request.formData();
  const values = formValues(form);
  if (values.confirm !== "on") return data({ errors: { confirm: "confirmRequired" } as Record<string, string> }, { status: 422 });
  const attributes = { volunteerCenterId: values.volunteer_center_id ?? "" };
  const path = `/api/v1/organizations/${encodeURIComponent(params.id)}/move`;
  const sent = await attempt(request, locale, () => api.put(path, { data: { type: "organizations", attributes } }));
  if (!sent.ok) return refused(sent);
  return redirect(withFlash(`/${locale}/organizations/${encodeURIComponent(params.id)}`, "moved"));
}

/** /organizations/{id}/move: to another centre of the tenant, after a confirmation; members go along (see the API). */
export default function MoveOrganization({ loaderData: { organization, current, others }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigation = useNavigation();
  const schema = useMemo(() => organizationMoveFormSchema(t("organizations:move.errors.confirmRequired")), [t]);
  const { errors, field, validateAll, dirty, setDirty } = useBlurValidation(schema);
  const submitting = navigation.state === "submitting";
  useUnsavedChangesGuard(dirty && !submitting);
  const server = actionData?.errors ?? {};
  const error = (name: string) =>
    errors[name] ?? (server[name] === "confirmRequired" ? t("organizations:move.errors.confirmRequired") : server[name]);
  // The form-wide message follows a submit, not each blur: were it to vanish while the last field is being left
  // for the button, the button would jump away from under the pointer and the click would miss.
  const [submitFailed, setSubmitFailed] = useState(false);
  const hasErrors = submitFailed || Object.keys(server).length > 0;
  return (
    <div className="mx-auto w-full max-w-2xl">
      <h1 className="text-3xl font-bold">{t("organizations:move.title")}</h1>
      <p className="mt-2 text-fg-muted">{t("organizations:move.intro", { name: organization.name })}</p>
      {others.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-border p-8 text-center text-fg-muted">
          {t("organizations:move.noOtherCenters")}
        </p>
      ) : (
        <Form
          method="post"
          noValidate
          className="mt-6 flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-4 sm:p-6"
          onSubmit={(event) => {
            const valid = validateAll(event.currentTarget) !== null;
            setSubmitFailed(!valid);
            if (!valid) event.preventDefault();
            else setDirty(false);
          }}
        >
          {hasErrors && <FormAlert>{server._form ?? t("validation:formErrors")}</FormAlert>}
          <div className="grid items-end gap-4 sm:grid-cols-[1fr_auto_1fr]">
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium">{t("organizations:move.current")}</span>
              <p className="flex h-11 items-center rounded-md bg-surface-sunken px-3" data-testid="current-center">
                {current}
              </p>
            </div>
            <ArrowRight className="mb-3 hidden size-5 text-fg-muted sm:block rtl:-scale-x-100" aria-hidden />
            <Field id="volunteer_center_id" label={t("organizations:move.target")} required error={error("volunteer_center_id")}>
              <select className={INPUT} defaultValue="" {...field("volunteer_center_id")}>
                <option value="" disabled>
                  {t("organizations:move.choose")}
                </option>
                {others.map((center) => (
                  <option key={center.id} value={center.id}>
                    {center.name}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <div className="flex flex-col gap-1.5">
            <label className="flex items-start gap-3">
              <input type="checkbox" className="mt-0.5 size-5 shrink-0" {...field("confirm")} />
              <span>{t("organizations:move.confirm")}</span>
            </label>
            {error("confirm") && (
              <p id="confirm-error" className="text-sm font-medium text-red-700 dark:text-red-300">
                {error("confirm")}
              </p>
            )}
          </div>
          <FormActions
            submit={t("organizations:move.submit")}
            submitProps={{ disabled: submitting }}
            cancel={{ to: to(`/organizations/${organization.id}`), label: t("organizations:move.cancel") }}
            end
          />
        </Form>
      )}
    </div>
  );
}
