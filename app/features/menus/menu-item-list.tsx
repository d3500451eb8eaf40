import { useFetcher } from "react-router";
import { availableSystemPages, type MenuItem } from "../../../contract/menu-items";
import { RowActions } from "../../components/ui/row-actions";
import { SortableList } from "../../components/ui/sortable-list";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import { rowTexts } from "../content/row-texts";
import { systemPageLabel } from "./menus";
import "../../lib/texts/content";

function Target({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  const features = useSite()?.site.features;
  const label = (key: string, options?: Record<string, unknown>) => t(`content:menus.target.${key}`, options);
  if (item.linkType === "content_page") {
    return (
      <p className="text-sm text-fg-muted">
        {label("page", { title: item.page?.title ?? "" })}
        {item.page && !item.page.isPublished && (
          <span className="mt-1 block font-medium text-amber-800 dark:text-amber-200">{label("unpublished")}</span>
        )}
      </p>
    );
  }
  const available = item.systemPage && availableSystemPages(features).includes(item.systemPage);
  return (
    <p className="text-sm text-fg-muted">
      {item.systemPage && label("system", { name: systemPageLabel(t, item.systemPage, features) })}
      {!available && <span className="mt-1 block font-medium text-amber-800 dark:text-amber-200">{label("unavailable")}</span>}
    </p>
  );
}

/**
 * One level of a menu (the top, or a submenu): each item with its target, a drag handle, up and down, edit and delete;
 * a top-level item's submenu below it, sortable in its own right.
 */
export function MenuItemList({
  items,
  all,
  editHref,
  label,
  id,
}: {
  /** Unique on the screen: "top", or the parent's id. */
  id: string;
  items: MenuItem[];
  all: MenuItem[];
  editHref: (item: MenuItem) => string;
  label: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const move = (id: string, position: number) =>
    fetcher.submit({ intent: "move", id, position: String(position) }, { method: "post" });
  return (
    <SortableList id={`menu-level-${id}`} items={items} onMove={move} className="flex flex-col gap-2" label={label}>
      {(item, handle) => {
        const index = items.findIndex((i) => i.id === item.id);
        const children = all.filter((child) => child.parentId === Number(item.id)).sort((a, b) => a.position - b.position);
        return (
          <div className="rounded-lg border border-border bg-surface-raised" data-testid="menu-item">
            <div className="flex items-center gap-2 p-2 max-sm:flex-wrap">
              {handle}
              <div className="min-w-0 flex-1 py-1 max-sm:min-w-[calc(100%-3.5rem)]">
                <p className="font-semibold break-words">{item.name}</p>
                <Target item={item} />
              </div>
              <RowActions
                id={item.id}
                index={index}
                count={items.length}
                editHref={editHref(item)}
                texts={rowTexts(
                  t,
                  "content:menus",
                  item.name,
                  children.length > 0
                    ? t("content:menus.confirmDeleteWithSubmenu", { name: item.name, count: children.length })
                    : t("content:menus.confirmDelete", { name: item.name }),
                )}
              />
            </div>
            {children.length > 0 && (
              <div className="border-t border-border py-2 pe-2 ps-6">
                <MenuItemList
                  id={item.id}
                  items={children}
                  all={all}
                  editHref={editHref}
                  label={t("content:menus.submenuOf", { name: item.name })}
                />
              </div>
            )}
          </div>
        );
      }}
    </SortableList>
  );
}
