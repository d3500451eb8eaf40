import { useEffect, useMemo } from "react";
import { data, Link, redirect, useNavigation } from "react-router";
import type { AdminUser } from "../../contract/users";
import { Button, buttonClasses } from "../components/ui/button";
import { DetailsList } from "../components/ui/details-list";
import { Form } from "../components/ui/form";
import { loadManagedUser } from "../features/users/user-admin.server";
import { attempt } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { savedAdminCookies, sessionCookies } from "../lib/session.server";
import { toast } from "../lib/toast-store";
import { useFlashToast } from "../lib/use-flash-toast";
import type { Route } from "./+types/user";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: (_t, d) => (d as { user?: AdminUser } | undefined)?.user?.fullName ?? "" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedIn(context, request);
  // With what the API's policy lets the reader do, so only allowed actions are offered.
  return loadManagedUser(api, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale, api, signInApi } = pageContext(context);
  const form = await request.formData();
  const values = formValues(form);
  const intent = values.intent ?? "";
  const sent = await attempt(request, locale, async () => {
    if (intent === "resend") {
      await api.post(`/api/v1/users/${encodeURIComponent(params.id)}/resend_confirmation_instructions`);
      return { resent: true };
    }
    if (intent === "reset_two_factor") {
      await api.delete(`/api/v1/users/${encodeURIComponent(params.id)}/two_factor`);
      return { twoFactorReset: true };
    }
    if (intent === "impersonate") {
      let answered: Headers | null = null;
      await signInApi((h) => {
        answered = h;
      }).post("/api/v1/sign_in_as_user", { data: { type: "users", attributes: { userId: params.id } } });
      const headers = new Headers();
      // The admin's own session waits aside until he comes back.
      for (const cookie of savedAdminCookies(request, context)) headers.append("Set-Cookie", cookie);
      if (answered) for (const cookie of sessionCookies(context, answered)) headers.append("Set-Cookie", cookie);
      return redirect(`/${locale}/profiel`, { headers });
    }
    const status = values.status ?? "";
    await api.patch(`/api/v1/users/${encodeURIComponent(params.id)}`, {
      data: { type: "users", attributes: { status } },
    });
    return { done: true };
  });
  if (sent.ok) return sent.value;
  return data({ error: sent.error.errors[0]?.detail ?? sent.error.message }, { status: sent.status });
}

/** /users/{id}: a user's details, status and roles; the admin may sign in as him. */
export default function UserPage({ loaderData: { user, permissions, allowedStatuses }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigation = useNavigation();
  const flashes = useMemo(
    () => ({ invited: t("identity:userAdmin.add.done", { name: user.fullName }), saved: t("identity:userAdmin.edit.done") }),
    [t, user.fullName],
  );
  useFlashToast(flashes);
  useEffect(() => {
    if (actionData && "resent" in actionData)
      toast.success({ title: t("identity:userAdmin.detail.resent", { email: user.email }) });
  }, [actionData, t, user.email]);
  const canResend = permissions.resendConfirmation && !user.confirmed && user.status !== "archived";
  const rows: [string, string][] = [
    [t("identity:users.email"), user.email],
    [t("identity:users.phone"), user.phoneNumber ?? t("identity:profile.none")],
    [t("identity:users.status"), t(`identity:statuses.${user.status}`)],
    [
      t("identity:users.roles"),
      (user.roles ?? []).map((r) => t(`identity:roles.${r.name}`)).join(", ") || t("identity:profile.none"),
    ],
    [t("identity:users.signupMethod"), t(`identity:users.methods.${user.signupMethod}`)],
  ];
  const busy = navigation.state === "submitting";
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-bold">{user.fullName}</h1>
      {actionData && "error" in actionData && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
          {actionData.error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {permissions.update && (
          <Link to={to(`/users/${user.id}/edit`)} className={buttonClasses({ flavor: "pastel" })}>
            {t("identity:userAdmin.detail.edit")}
          </Link>
        )}
        {permissions.manageRoles && (
          <Link to={to(`/users/${user.id}/add_role`)} className={buttonClasses({ flavor: "pastel" })}>
            {t("identity:userAdmin.detail.manageRoles")}
          </Link>
        )}
      </div>
      {actionData && "twoFactorReset" in actionData && (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100">
          {t("identity:users.twoFactorReset", { name: user.fullName })}
        </p>
      )}
      {actionData && "done" in actionData && (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100">
          {t("identity:users.statusChanged")}
        </p>
      )}
      <DetailsList rows={rows} className="mt-6" />
      <Form method="post" className="mt-6 flex flex-wrap gap-2">
        {allowedStatuses.includes("inactive") && (
          <Button type="submit" name="status" value="inactive" flavor="outline" color="muted" disabled={busy}>
            {t("identity:users.deactivate")}
          </Button>
        )}
        {allowedStatuses.includes("active") && (
          <Button type="submit" name="status" value="active" flavor="outline" color="muted" disabled={busy}>
            {t("identity:users.activate")}
          </Button>
        )}
        {allowedStatuses.includes("archived") && (
          <Button type="submit" name="status" value="archived" flavor="outline" color="danger" disabled={busy}>
            {t("identity:users.archive")}
          </Button>
        )}
        {canResend && (
          <Button type="submit" name="intent" value="resend" flavor="outline" color="muted" disabled={busy}>
            {t(`identity:userAdmin.detail.${user.status === "invited" ? "resendInvitation" : "resendConfirmation"}`)}
          </Button>
        )}
        {permissions.resetTwoFactor && (
          <Button type="submit" name="intent" value="reset_two_factor" flavor="outline" color="muted" disabled={busy}>
            {t("identity:users.resetTwoFactor")}
          </Button>
        )}
        {permissions.impersonate && user.status === "active" && (
          <Button type="submit" name="intent" value="impersonate" disabled={busy}>
            {t("identity:users.impersonate")}
          </Button>
        )}
      </Form>
    </div>
  );
}
