import { useLocation, useNavigation } from "react-router";
import { Button } from "../components/ui/button";
import { INPUT } from "../components/ui/field";
import { Form } from "../components/ui/form";
import { DevPage, Facts } from "../features/dev/dev-page";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";
import "../lib/texts/dev-pages";

export const handle: RouteHandle = { title: "dev-pages:userStore.title" };

/**
 * Developer page: the user store, i.e. what every screen reads about the signed-in user (the root loader's user,
 * roles and organizations); choosing another organization writes to it and every screen sees the change.
 */
export default function UserStoreTest() {
  const { t } = useTranslation();
  const site = useSite();
  const to = useLocalePath();
  const location = useLocation();
  const busy = useNavigation().state !== "idle";
  const user = site?.user ?? null;
  const organizations = site?.organizations;
  const selected = organizations?.list.find((o) => o.id === organizations.selectedId);
  return (
    <DevPage page="userStore">
      <Facts
        testId="user-store"
        rows={[
          [t("dev-pages:userStore.signedIn"), user ? t("dev-pages:yes") : t("dev-pages:no")],
          [t("dev-pages:user.name"), user?.fullName ?? "—"],
          [t("dev-pages:user.roles"), (user?.roles ?? []).map((r) => r.name).join(", ") || "—"],
          [t("dev-pages:userStore.organizations"), String(organizations?.list.length ?? 0)],
          [t("dev-pages:userStore.selected"), selected?.name ?? "—"],
        ]}
      />
      {organizations && organizations.list.length > 0 && (
        <Form method="post" action={to("/current-organization")} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="redirectTo" value={location.pathname} />
          <div className="flex min-w-60 flex-1 flex-col gap-1.5">
            <label htmlFor="organization_id" className="text-sm font-medium">
              {t("dev-pages:userStore.choose")}
            </label>
            <select id="organization_id" name="organization_id" className={INPUT} defaultValue={organizations.selectedId ?? ""}>
              {organizations.list.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={busy}>
            {t("dev-pages:userStore.select")}
          </Button>
        </Form>
      )}
    </DevPage>
  );
}
