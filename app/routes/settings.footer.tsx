import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { LanguageTabs } from "../features/content-pages/language-tabs";
import { profileScreenAction, profileScreenLoader } from "../features/settings/center-profile.server";
import { designValuesOf } from "../features/settings/design-values";
import { FooterForm } from "../features/settings/footer-form";
import { SETTINGS_SECTIONS } from "../features/shell/sections";
import { useTranslation } from "../lib/i18n";
import { useFormResult } from "../lib/use-form-result";
import type { Route } from "./+types/settings.footer";
import "../lib/texts/settings";

export const loader = (args: Route.LoaderArgs) => profileScreenLoader(args, SETTINGS_SECTIONS.footer.roles);

export const action = (args: Route.ActionArgs) =>
  profileScreenAction(args, SETTINGS_SECTIONS.footer.roles, "settings:footer.saved");

/** /instellingen/footer: the footer's columns, previewed with the centre's saved look. */
export default function Screen({ loaderData: { profile, centerName }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { serverErrors } = useFormResult(actionData);
  const design = useMemo(() => designValuesOf(profile), [profile]);
  const english = useSearchParams()[0].get("taal") === "en";
  const columns = english ? profile.footerColumnsEn : profile.footerColumns;
  return (
    <>
      <p className="mb-6 max-w-3xl text-lg text-fg-muted">{t("settings:footer.intro")}</p>
      <LanguageTabs path="/instellingen/footer" untranslated={Object.keys(profile.footerColumnsEn).length === 0} />
      <FooterForm
        key={`${english}${JSON.stringify(columns)}`}
        columns={columns}
        attribute={english ? "footer_columns_en" : "footer_columns"}
        design={design}
        centerName={centerName}
        serverErrors={serverErrors}
      />
    </>
  );
}
