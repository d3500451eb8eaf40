import type { MenuItem } from "../../../contract/menu-items";
import { useAuthoredText } from "../../lib/content-language";

/** A menu item's name: the centre's English on /en where it wrote one, the product's, or its Dutch marked as such. */
export function MenuItemName({ item }: { item: Pick<MenuItem, "name" | "nameEn" | "translatedName"> }) {
  const authored = useAuthoredText();
  const { text, lang } = authored(item.name, item.nameEn);
  if (lang && item.translatedName) return item.translatedName;
  return lang ? <span lang={lang}>{text}</span> : text;
}
