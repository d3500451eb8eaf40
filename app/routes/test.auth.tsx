import { Link } from "react-router";
import { DevPage, Facts } from "../features/dev/dev-page";
import { readCookie } from "../lib/cookies";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { currentUser } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { AUTH_COOKIES, hasSession } from "../lib/session.server";
import type { Route } from "./+types/test.auth";
import "../lib/texts/dev-pages";

export const handle: RouteHandle = { title: "dev-pages:auth.title" };

/** Developer page (spec section 4, auth status): which session cookies there are, and whether the API accepts them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const cookies = AUTH_COOKIES.map((name) => ({ name, present: Boolean(readCookie(request, name)) }));
  const user = await currentUser(context, request);
  return {
    status: hasSession(request) ? "SIGNED_IN" : "SIGNED_OUT",
    cookies,
    accepted: Boolean(user),
    email: user?.email ?? null,
  };
}

export default function AuthTest({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const yesNo = (value: boolean) => (value ? t("dev-pages:yes") : t("dev-pages:no"));
  return (
    <DevPage page="auth">
      <p className="text-2xl font-semibold" data-testid="auth-status">
        {loaderData.status}
      </p>
      <Facts
        testId="auth-facts"
        rows={[
          ...loaderData.cookies.map(
            ({ name, present }) => [t("dev-pages:auth.cookie", { name }), yesNo(present)] as [string, string],
          ),
          [t("dev-pages:auth.accepted"), yesNo(loaderData.accepted)],
          [t("dev-pages:auth.email"), loaderData.email ?? "—"],
        ]}
      />
      <p>
        {loaderData.status === "SIGNED_IN" ? (
          <Link className="font-medium text-accent underline" to={to("/uitloggen")}>
            {t("dev-pages:auth.signOut")}
          </Link>
        ) : (
          <Link
            className="font-medium text-accent underline"
            to={to(`/auth/login-1?redirectTo=${encodeURIComponent(to("/test/auth"))}`)}
          >
            {t("dev-pages:auth.signIn")}
          </Link>
        )}
      </p>
    </DevPage>
  );
}
