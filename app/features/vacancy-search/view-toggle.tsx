import { List, Map as MapIcon } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { FORM_ID } from "./search-state";

/**
 * List or map: two links that keep the search, so either view is an address to share; the list is the default.
 * On the map, its hidden field (in the search form) keeps the map while the search changes.
 */
export function ViewToggle({ params, map }: { params: URLSearchParams; map: boolean }) {
  const { t } = useTranslation();
  const list = new URLSearchParams(params);
  list.delete("view");
  const onMap = new URLSearchParams(list);
  onMap.delete("page");
  onMap.set("view", "map");
  return (
    // On a phone its 44 px targets reach into the space around the title's line instead of making the line taller.
    <p className="inline-flex rounded-lg border border-border max-sm:-my-2 sm:p-1">
      {[[list, !map, "list", List] as const, [onMap, map, "map", MapIcon] as const].map(([to, current, name, Icon]) => (
        <Link
          key={name}
          to={`?${to}`}
          aria-current={current && "page"}
          className={`flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 text-sm font-medium sm:px-3 ${current ? "bg-accent text-on-accent" : "text-fg-muted hover:text-fg"}`}
        >
          <Icon className="size-5" aria-hidden />
          {/* Icons alone on a phone, where the toggle shares the title's line. */}
          <span className="sr-only sm:not-sr-only">{t(`vacancy-search:view.${name}`)}</span>
        </Link>
      ))}
      {map && <input type="hidden" name="view" value="map" form={FORM_ID} />}
    </p>
  );
}
