import type { MenuItem } from "../../../contract/menu-items";
import { useAuthoredLang } from "../../lib/locale";

/** A menu item's name: the product's in the page's language, or the centre's own words, marked as Dutch. */
export function MenuItemName({ item }: { item: Pick<MenuItem, "name" | "translatedName"> }) {
  const lang = useAuthoredLang();
  if (item.translatedName) return item.translatedName;
  return lang ? <span lang={lang}>{item.name}</span> : item.name;
}
