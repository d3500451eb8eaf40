import { useTranslation } from "react-i18next";
import { isLocale } from "../../locales/languages";
import { CONTENT_SECTIONS } from "../lib/sections";
import { requireRole } from "../lib/session.server";
import type { Route } from "./+types/content.stock-images";
import "../lib/texts/content";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context, isLocale(params.lang) ? params.lang : "nl", CONTENT_SECTIONS.stockImages.roles);
  return null;
}

export default function Screen() {
  const { t } = useTranslation();
  return <h2 className="text-2xl font-bold">{t("content:stockImages.title")}</h2>;
}
