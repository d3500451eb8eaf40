import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import type { MenuEntry } from "../../../contract/menu-items";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { useMenu } from "../menus/menus";
import { MenuItemName } from "./menu-item-name";

const closeDetails = (element: HTMLDetailsElement | null) => element?.removeAttribute("open");

const ITEM = "block rounded-md px-3 py-2 font-medium hover:bg-surface-sunken";
const ACTIVE = "bg-primary-50 text-accent dark:bg-primary-950";

/**
 * A top-level item with a submenu: a disclosure (details/summary), so it opens by mouse, touch and keyboard even before
 * the page's JavaScript runs; once it runs, Escape, a click elsewhere and leaving by Tab close it again.
 */
function Submenu({ entry, fontClass }: { entry: MenuEntry; fontClass?: string }) {
  const { t } = useTranslation();
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const close = () => closeDetails(details.current);
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (!details.current?.contains(event.target as Node)) closeDetails(details.current);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !details.current?.open) return;
    close();
    details.current.querySelector("summary")?.focus();
  };
  const current = [entry, ...entry.children].some((e) => e.href === pathname);
  // "{name}: overzicht" around the item's own name, which may be in another language than the page.
  const overview = t("menus.overview", { name: "\u0000" }).split("\u0000");
  return (
    <details
      ref={details}
      name="main-menu"
      // On a page without scripts the visitor script closes it the same ways (visitor-script.ts).
      data-submenu
      className="group relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <summary className={cn(ITEM, "text-sm", fontClass, "flex cursor-pointer list-none items-center gap-1", current && ACTIVE)}>
        <MenuItemName item={entry.item} />
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      {/* A followed link closes the submenu. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click comes from a link inside, which has its own keys. */}
      <ul
        onClick={(event) => {
          if ((event.target as Element).closest("a")) close();
        }}
        className="absolute start-0 z-50 mt-1 flex min-w-56 flex-col gap-0.5 rounded-lg border border-border bg-surface-raised p-2 shadow-lg"
      >
        <li>
          <MenuLink href={entry.href} className="text-base">
            {overview[0]}
            <MenuItemName item={entry.item} />
            {overview[1]}
          </MenuLink>
        </li>
        {entry.children.map((child) => (
          <li key={child.item.id}>
            <MenuLink href={child.href} className="text-base">
              <MenuItemName item={child.item} />
            </MenuLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** A main menu item's link, marked while its page is shown; the phone menu's too (phone-menu.tsx). */
export function MenuLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <NavLink to={href} end className={({ isActive }) => cn(ITEM, className, isActive && ACTIVE)}>
      {children}
    </NavLink>
  );
}

/** The centre's main menu in the header, from wide screens up; submenus open below their item. */
export function MainMenu({ fontClass }: { fontClass?: string }) {
  const entries = useMenu("header-main");
  return (
    <ul className="flex flex-wrap items-center gap-1">
      {entries.map((entry) => (
        <li key={entry.item.id}>
          {entry.children.length > 0 ? (
            <Submenu entry={entry} fontClass={fontClass} />
          ) : (
            <MenuLink href={entry.href} className={cn("text-sm", fontClass)}>
              <MenuItemName item={entry.item} />
            </MenuLink>
          )}
        </li>
      ))}
    </ul>
  );
}
