import { ChevronRight, FileDown, KeyRound, Laptop, Trash2 } from "lucide-react";
import { Link, useOutletContext } from "react-router";
import { profileDetailsSchema } from "../../contract/current-user";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { saveCurrentUser } from "../features/profile/current-user-form.server";
import { LocaleField } from "../features/profile/locale-field";
import { PROFILE_FORM, ProfileSection } from "../features/profile/profile-section";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useScreenForm } from "../lib/use-screen-form";
import type { Route } from "./+types/profile-edit.settings";
import type { ProfileEditContext } from "./profile-edit";
import "../lib/texts/profile";

// Spec section 2: the settings child has the title 'Settings'.
export const handle: RouteHandle = { title: "profile:settings.title" };

const schema = profileDetailsSchema.pick({ locale: true });

export async function action({ request, context }: Route.ActionArgs) {
  return saveCurrentUser({ request, ...pageContext(context) }, schema, "profile:settings.saved");
}

const LINKS = [
  { path: "/auth/token", label: "profile:settings.devices", hint: "profile:settings.devicesHint", Icon: Laptop },
  { path: "/account/roles", label: "profile:settings.roles", hint: "profile:settings.rolesHint", Icon: KeyRound },
  { path: "/profiel/mijn-gegevens", label: "profile:settings.myData", hint: "profile:settings.myDataHint", Icon: FileDown },
  { path: "/account/verwijderen", label: "profile:settings.delete", hint: "profile:settings.deleteHint", Icon: Trash2 },
] as const;

/** /profile-edit/settings: the language of e-mails, and the way to devices, roles, one's own data and deleting the account. */
export default function ProfileSettings({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { user } = useOutletContext<ProfileEditContext>();
  const { field, error, onSubmit, submitting } = useScreenForm(schema, actionData);

  return (
    <div className="flex flex-col gap-8">
      <ProfileSection id="settings-title" texts="profile:settings">
        <Form method="post" noValidate className={PROFILE_FORM} onSubmit={onSubmit}>
          <LocaleField field={field} error={error} text="profile:settings.mailLanguage" value={user.locale} />
          <div>
            <Button type="submit" size="lg" disabled={submitting}>
              {t("profile:save")}
            </Button>
          </div>
        </Form>
      </ProfileSection>

      <section aria-labelledby="account-title">
        <h2 id="account-title" className="text-xl font-semibold">
          {t("profile:settings.account")}
        </h2>
        <ul className="mt-4 divide-y divide-border rounded-lg border border-border bg-surface-raised">
          {LINKS.map(({ path, label, hint, Icon }) => (
            <li key={path}>
              <Link to={to(path)} className="flex items-center gap-3 px-4 py-4 hover:bg-surface-sunken sm:px-6">
                <Icon
                  className={
                    path === "/account/verwijderen"
                      ? "size-5 shrink-0 text-red-700 dark:text-red-300"
                      : "size-5 shrink-0 text-fg-muted"
                  }
                  aria-hidden
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{t(label)}</span>
                  <span className="block text-sm text-fg-muted">{t(hint)}</span>
                </span>
                <ChevronRight className="size-5 shrink-0 text-fg-muted rtl:-scale-x-100" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
