import { Outlet } from "react-router";
import { TabbedScreen } from "../components/ui/tabbed-screen";
import { CONTENT_SECTIONS } from "../features/shell/sections";
import { loadSectionTabs } from "../features/shell/sections.server";
import { useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/content";
import "../lib/texts/content";

export const handle: RouteHandle = { title: "content:title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSectionTabs(request, context, "/content", CONTENT_SECTIONS);
}

/** /content: the centre's files and the stock images (its pages, menus and forms join them later). */
export default function Content({ loaderData: { tabs } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <TabbedScreen title={t("content:title")} navLabel={t("content:nav.label")} tabs={tabs}>
      <Outlet />
    </TabbedScreen>
  );
}
