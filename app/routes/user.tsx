import { useTranslation } from "react-i18next";
import { data, Form, redirect, useNavigation } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { CurrentUser } from "../../contract/identity";
import { isLocale } from "../../locales/resources";
import { Button } from "../components/ui/button";
import { apiFor } from "../lib/api.server";
import type { RouteHandle } from "../lib/route-handle";
import { requireSignedIn, savedAdminCookies, sessionCookies } from "../lib/session.server";
import { useSite } from "../lib/site";
import type { Route } from "./+types/user";

export const handle: RouteHandle = { title: (_t, d) => (d as { user?: CurrentUser } | undefined)?.user?.fullName ?? "" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  await requireSignedIn(request, context, locale);
  try {
    const { data: user } = await apiFor(context, locale).get<CurrentUser>(`/api/v1/users/${encodeURIComponent(params.id)}`, {
      include: ["roles"],
    });
    return { user };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403))
      throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "impersonate") {
      let answered: Headers | null = null;
      await apiFor(context, locale, (h) => {
        answered = h;
      }).post("/api/v1/sign_in_as_user", { data: { type: "users", attributes: { userId: params.id } } });
      const headers = new Headers();
      // The admin's own session waits aside until he comes back.
      for (const cookie of savedAdminCookies(request, context)) headers.append("Set-Cookie", cookie);
      if (answered) for (const cookie of sessionCookies(context, answered)) headers.append("Set-Cookie", cookie);
      return redirect(`/${locale}/profiel`, { headers });
    }
    const status = String(form.get("status") ?? "");
    await apiFor(context, locale).patch(`/api/v1/users/${encodeURIComponent(params.id)}`, {
      data: { type: "users", attributes: { status } },
    });
    return { done: true };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return data({ error: error.errors[0]?.detail ?? error.message }, { status: error.status });
    throw error;
  }
}

/** /users/{id}: a user's details, status and roles; the admin may sign in as him. */
export default function UserPage({ loaderData: { user }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useSite()?.user;
  const navigation = useNavigation();
  const isAdmin = (me?.roles ?? []).some((r) => r.name === "admin");
  const canImpersonate = isAdmin && me?.id !== user.id && !(user.roles ?? []).some((r) => r.name === "admin");
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
      {actionData && "done" in actionData && (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100">
          {t("identity:users.statusChanged")}
        </p>
      )}
      <dl className="mt-6 divide-y divide-border rounded-lg border border-border bg-surface-raised">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-5 py-4 sm:grid-cols-3">
            <dt className="text-sm font-medium text-fg-muted">{label}</dt>
            <dd className="sm:col-span-2">{value}</dd>
          </div>
        ))}
      </dl>
      <Form method="post" className="mt-6 flex flex-wrap gap-2">
        {user.status === "active" && (
          <Button type="submit" name="status" value="inactive" flavor="outline" color="muted" disabled={busy}>
            {t("identity:users.deactivate")}
          </Button>
        )}
        {(user.status === "inactive" || user.status === "archived") && (
          <Button type="submit" name="status" value="active" flavor="outline" color="muted" disabled={busy}>
            {t("identity:users.activate")}
          </Button>
        )}
        {(user.status === "active" || user.status === "inactive") && (
          <Button type="submit" name="status" value="archived" flavor="outline" color="danger" disabled={busy}>
            {t("identity:users.archive")}
          </Button>
        )}
        {canImpersonate && user.status === "active" && (
          <Button type="submit" name="intent" value="impersonate" disabled={busy}>
            {t("identity:users.impersonate")}
          </Button>
        )}
      </Form>
    </div>
  );
}
