import { Laptop } from "lucide-react";
import { useNavigation } from "react-router";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { useTranslation } from "../lib/i18n";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/auth.token";
import "../lib/texts/identity";
import { dateFormat } from "../../contract/intl-formats";

export const handle: RouteHandle = { title: "identity:sessions.title" };

interface Session {
  id: string;
  userAgent: string | null;
  createdAt: string;
  current: boolean;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, api } = pageContext(context);
  await signedIn(context, request);
  const { data } = await api.get<Session[]>("/api/v1/auth_tokens");
  return { sessions: data, locale };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = pageContext(context);
  const id = String((await request.formData()).get("id") ?? "");
  await api.delete(`/api/v1/auth_tokens/${encodeURIComponent(id)}`);
  return { revoked: true };
}

/** /auth/token: the devices the user is signed in on; any other one can be signed out here. */
export default function Sessions({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const date = (iso: string) => dateFormat(loaderData.locale, { dateStyle: "long", timeStyle: "short" }).format(new Date(iso));
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-bold">{t("identity:sessions.title")}</h1>
      <p className="mt-2 text-fg-muted">{t("identity:sessions.intro")}</p>
      {actionData?.revoked && (
        <p role="status" className="mt-4 rounded-md bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100">
          {t("identity:sessions.revoked")}
        </p>
      )}
      <ul className="mt-6 divide-y divide-border rounded-lg border border-border bg-surface-raised" data-testid="sessions">
        {loaderData.sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="flex min-w-0 items-start gap-3">
              <Laptop className="mt-0.5 size-5 shrink-0 text-fg-muted" aria-hidden />
              <div className="min-w-0">
                <p className="truncate font-medium">{session.userAgent ?? t("identity:sessions.unknownDevice")}</p>
                <p className="text-sm text-fg-muted">{t("identity:sessions.since", { date: date(session.createdAt) })}</p>
              </div>
            </div>
            {session.current ? (
              <span className="rounded-full bg-primary-100 px-2.5 py-0.5 text-xs font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100">
                {t("identity:sessions.current")}
              </span>
            ) : (
              <Form method="post">
                <input type="hidden" name="id" value={session.id} />
                <Button type="submit" size="sm" flavor="outline" color="muted" disabled={navigation.state === "submitting"}>
                  {t("identity:sessions.revoke")}
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
