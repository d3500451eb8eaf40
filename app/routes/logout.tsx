import { useEffect, useRef } from "react";
import { redirect } from "react-router";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { attempt } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { clearedSessionCookies, hasSession } from "../lib/session.server";
import type { Route } from "./+types/logout";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:logout.title" };

/** Signing out revokes this device's token (DELETE /auth/sign_out) and clears the cookies; other devices stay signed in. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  if (hasSession(request)) {
    const out = await attempt(request, locale, () => api.delete("/auth/sign_out"), { signIn: false });
    // A session the API no longer knows is signed out already.
    if (!out.ok && out.status !== 401) throw out.error;
  }
  const headers = new Headers();
  for (const cookie of clearedSessionCookies(context)) headers.append("Set-Cookie", cookie);
  return redirect(`/${locale}`, { headers });
}

/** /uitloggen: a link lands here and the page signs out at once; without JavaScript the button does it. */
export default function Logout() {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.requestSubmit(), []);
  return (
    <Form method="post" ref={form} className="mx-auto max-w-md text-center">
      <h1 className="text-2xl font-bold">{t("identity:logout.title")}</h1>
      <Button type="submit" className="mt-6">
        {t("identity:menu.logout")}
      </Button>
    </Form>
  );
}
