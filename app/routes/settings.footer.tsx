import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { isLocale } from "../../locales/languages";
import { loadCenterProfile, saveCenterProfile } from "../components/settings/center-profile.server";
import { designValuesOf } from "../components/settings/design-values";
import { FooterForm } from "../components/settings/footer-form";
import { SETTINGS_SECTIONS } from "../lib/sections";
import { requireRole } from "../lib/session.server";
import { useFormResult } from "../lib/use-form-result";
import type { Route } from "./+types/settings.footer";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  await requireRole(request, context, locale, SETTINGS_SECTIONS.footer.roles);
  return loadCenterProfile(context, locale);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  await requireRole(request, context, locale, SETTINGS_SECTIONS.footer.roles);
  return saveCenterProfile(request, context, locale, "settings:footer.saved");
}

/** /instellingen/footer: the footer's columns, previewed with the centre's saved look. */
export default function Screen({ loaderData: { profile, centerName }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { serverErrors } = useFormResult(actionData);
  const design = useMemo(() => designValuesOf(profile), [profile]);
  return (
    <>
      <p className="mb-6 max-w-3xl text-lg text-fg-muted">{t("settings:footer.intro")}</p>
      <FooterForm
        key={JSON.stringify(profile.footerColumns)}
        columns={profile.footerColumns}
        design={design}
        centerName={centerName}
        serverErrors={serverErrors}
      />
    </>
  );
}
