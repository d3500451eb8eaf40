import { useTranslation } from "react-i18next";
import { isLocale } from "../../locales/languages";
import { SETTINGS_SECTIONS } from "../lib/sections";
import { requireRole } from "../lib/session.server";
import type { Route } from "./+types/settings.organization";
import "../lib/texts/settings";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, isLocale(params.lang) ? params.lang : "nl", SETTINGS_SECTIONS.organization.roles);
  return null;
}

export default function Screen() {
  const { t } = useTranslation();
  return <h2 className="text-2xl font-bold">{t("settings:organization.title")}</h2>;
}
