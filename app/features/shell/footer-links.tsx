import { Link } from "react-router";
import { SYSTEM_CONTENT_PAGES } from "../../../contract/system-content-pages";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { useMenu } from "../menus/menus";
import { MenuItemName } from "./menu-item-name";

/**
 * The centre's footer menu, its submenus as items of their own: a visitor reaches every screen it names in one tap.
 * The pages every site has (decision 33) follow on every site, whatever its menu holds.
 */
export function FooterLinks() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const links = useMenu("footer").flatMap((entry) => [entry, ...entry.children]);
  return (
    <nav aria-label={t("footer.links")}>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-base leading-7">
        {links.map((link) => (
          <li key={link.item.id}>
            <Link to={link.href} className="inline-flex min-h-11 min-w-11 items-center underline underline-offset-2">
              <MenuItemName item={link.item} />
            </Link>
          </li>
        ))}
        {(Object.keys(SYSTEM_CONTENT_PAGES) as (keyof typeof SYSTEM_CONTENT_PAGES)[]).map((key) => (
          <li key={key}>
            <Link
              to={localePath(`/${SYSTEM_CONTENT_PAGES[key]}`)}
              className="inline-flex min-h-11 min-w-11 items-center underline underline-offset-2"
            >
              {t(`footer.systemPages.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
