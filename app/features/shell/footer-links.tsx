import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { useMenu } from "../menus/menus";
import { MenuItemName } from "./menu-item-name";

/** The centre's footer menu, its submenus as items of their own: a visitor reaches every screen it names in one tap. */
export function FooterLinks() {
  const { t } = useTranslation();
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
      </ul>
    </nav>
  );
}
