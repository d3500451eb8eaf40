import { DevPage, Facts } from "../features/dev/dev-page";
import { useTranslation } from "../lib/i18n";
import { currentUser } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/test.user";
import "../lib/texts/dev-pages";

export const handle: RouteHandle = { title: "dev-pages:user.title" };

/** Developer page: the current user as GET /api/v1/current_user?include=roles answers, fetched for this page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(context, request);
  return { user };
}

export default function UserTest({ loaderData: { user } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <DevPage page="user">
      {user ? (
        <Facts
          testId="current-user"
          rows={[
            ["id", user.id],
            [t("dev-pages:user.name"), user.fullName],
            [t("dev-pages:user.email"), user.email],
            [t("dev-pages:user.status"), user.status],
            [t("dev-pages:user.locale"), user.locale],
            [t("dev-pages:user.roles"), (user.roles ?? []).map((r) => r.name).join(", ") || "—"],
            [t("dev-pages:user.impersonatedBy"), user.impersonatedBy?.fullName ?? "—"],
          ]}
        />
      ) : (
        <p data-testid="current-user">{t("dev-pages:user.none")}</p>
      )}
    </DevPage>
  );
}
