import { Link, NavLink } from "react-router";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";

export interface Tab {
  /** The path without locale prefix. */
  path: string;
  /** A translation key. */
  label: string;
  /** Active only on exactly this path (an index tab). */
  end?: boolean;
}

const tabClasses = (isActive: boolean) =>
  cn(
    "inline-flex h-11 w-full items-center justify-center rounded-md border px-3 text-sm font-medium whitespace-nowrap transition-colors",
    "sm:-mb-px sm:w-auto sm:rounded-none sm:border-0 sm:border-b-2",
    isActive
      ? "border-accent bg-primary-50 text-fg sm:bg-transparent dark:bg-primary-950 sm:dark:bg-transparent"
      : "border-border text-fg-muted hover:text-fg sm:border-transparent sm:hover:border-border",
  );

/**
 * The parts of a screen as tabs: a grid of buttons on a phone (all visible at once), underlined tabs from sm up.
 * `activePath` names the current tab where tabs differ only in their query (?menu=footer), which NavLink ignores.
 */
export function TabNav({ tabs, label, activePath }: { tabs: readonly Tab[]; label: string; activePath?: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <nav aria-label={label} className="mt-6 sm:border-b sm:border-border">
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:gap-1">
        {tabs.map((tab) => (
          <li key={tab.path} className="flex">
            {activePath === undefined ? (
              <NavLink to={to(tab.path)} end={tab.end} preventScrollReset className={({ isActive }) => tabClasses(isActive)}>
                {t(tab.label)}
              </NavLink>
            ) : (
              <Link
                to={to(tab.path)}
                preventScrollReset
                aria-current={tab.path === activePath ? "page" : undefined}
                className={tabClasses(tab.path === activePath)}
              >
                {t(tab.label)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
