import { useMemo } from "react";
import { profileScreenAction, profileScreenLoader } from "../features/settings/center-profile.server";
import { DesignForm } from "../features/settings/design-form";
import { designValuesOf } from "../features/settings/design-values";
import { SETTINGS_SECTIONS } from "../features/shell/sections";
import { useTranslation } from "../lib/i18n";
import { useFormResult } from "../lib/use-form-result";
import type { Route } from "./+types/settings.design";
import "../lib/texts/settings";

export const loader = (args: Route.LoaderArgs) => profileScreenLoader(args, SETTINGS_SECTIONS.design.roles);

export const action = (args: Route.ActionArgs) =>
  profileScreenAction(args, SETTINGS_SECTIONS.design.roles, "settings:design.saved");

/** /instellingen/design: the centre's look, previewed before it is saved. */
export default function Screen({ loaderData: { profile, centerName }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { serverErrors } = useFormResult(actionData);
  const initial = useMemo(() => designValuesOf(profile), [profile]);
  // A saved profile comes back from the loader: the form starts again from it, with nothing unsaved.
  return (
    <>
      <p className="mb-6 max-w-3xl text-lg text-fg-muted">{t("settings:design.intro")}</p>
      <DesignForm
        key={JSON.stringify(profile)}
        initial={initial}
        footerColumns={profile.footerColumns}
        centerName={centerName}
        serverErrors={serverErrors}
      />
    </>
  );
}
