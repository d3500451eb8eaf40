import { NavLink } from "react-router";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { useSite } from "../../lib/site";
import { visibleNavItems } from "./navigation";

/** The navigation items this viewer may use, in a row (header) or a column (the phone menu). */
export function NavItems({ vertical }: { vertical?: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const user = useSite()?.user;
  const items = visibleNavItems(user ? (user.roles ?? []).map((r) => r.name) : null);
  return (
    <ul className={cn("flex", vertical ? "flex-col gap-1" : "items-center gap-1")}>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink
            to={to(item.path)}
            className={({ isActive }) =>
              cn(
                "block rounded-md px-3 py-2 text-sm font-medium hover:bg-surface-sunken",
                vertical && "py-3 text-base",
                isActive && "bg-primary-50 text-accent dark:bg-primary-950",
              )
            }
          >
            {t(`nav.${item.key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
