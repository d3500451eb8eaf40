import { LayoutDashboard, LifeBuoy, Palette, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useState } from "react";
import { NavLink, Outlet } from "react-router";
import { IconButton } from "../components/ui/icon-button";
import { ErrorView } from "../features/shell/error-view";
import { Toolbar } from "../features/shell/header";
import { SiteLogo } from "../features/shell/site-logo";
import { ThemeSwitcher } from "../features/shell/theme-switcher";
import { cn } from "../lib/cn";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import type { Route } from "./+types/sidebar";

const LINK = "flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-surface-sunken";

/** Spec section 2: the sidebar variant with Dashboard, Support and Customize; it starts open. */
export default function SidebarLayout() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const [open, setOpen] = useState(true);
  const [customizing, setCustomizing] = useState(false);
  const items = [
    { key: "dashboard", path: "/dashboard", Icon: LayoutDashboard },
    { key: "support", path: "/support", Icon: LifeBuoy },
  ];
  return (
    <div className="flex min-h-dvh">
      <aside
        id="sidebar"
        data-testid="sidebar"
        data-open={open}
        // On a phone it stays a rail of icons: open, it would leave the page a sliver (56 px at 320 px).
        className={cn("shrink-0 border-e border-border bg-surface-raised transition-[width]", open ? "w-16 sm:w-64" : "w-16")}
      >
        <div className="flex h-16 items-center justify-between gap-2 px-3">
          {open && (
            <div className="min-w-0 max-sm:hidden">
              <SiteLogo />
            </div>
          )}
          <IconButton
            className="max-sm:hidden"
            label={t("nav.toggleSidebar")}
            aria-expanded={open}
            aria-controls="sidebar"
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <PanelLeftClose className="size-5" aria-hidden /> : <PanelLeftOpen className="size-5" aria-hidden />}
          </IconButton>
        </div>
        <nav aria-label={t("nav.main")} className="px-2 py-4">
          <ul className="flex flex-col gap-1">
            {items.map(({ key, path, Icon }) => (
              <li key={key}>
                <NavLink
                  to={to(path)}
                  className={({ isActive }) => cn(LINK, isActive && "bg-primary-50 text-accent dark:bg-primary-950")}
                >
                  <Icon className="size-5 shrink-0" aria-hidden />
                  <span className={cn(open ? "max-sm:sr-only" : "sr-only")}>{t(`nav.${key}`)}</span>
                </NavLink>
              </li>
            ))}
            <li>
              <button type="button" className={cn(LINK, "w-full")} onClick={() => setCustomizing(true)}>
                <Palette className="size-5 shrink-0" aria-hidden />
                <span className={cn(open ? "max-sm:sr-only" : "sr-only")}>{t("nav.customize")}</span>
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center justify-end border-b border-border px-4">
          <Toolbar />
        </header>
        <main id="main" className="flex-1 px-4 py-8 sm:px-8">
          <Outlet />
        </main>
      </div>
      <ThemeSwitcher open={customizing} onOpenChange={setCustomizing} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />;
}
