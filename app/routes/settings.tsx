import { Outlet } from "react-router";
import { TabbedScreen } from "../components/ui/tabbed-screen";
import { SETTINGS_SECTIONS } from "../features/shell/sections";
import { loadSectionTabs } from "../features/shell/sections.server";
import { useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/settings";
import "../lib/texts/settings";

export const handle: RouteHandle = { title: "settings:title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSectionTabs(request, context, "/instellingen", SETTINGS_SECTIONS);
}

/** /instellingen: the centre's look and footer, the organization's details and contact person. */
export default function Settings({ loaderData: { tabs } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <TabbedScreen title={t("settings:title")} navLabel={t("settings:nav.label")} tabs={tabs}>
      <Outlet />
    </TabbedScreen>
  );
}
