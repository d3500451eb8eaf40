import { ArrowDown, ArrowUp, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { availableSystemPages, type MenuItem } from "../../../contract/menu-items";
import { systemPageLabel } from "../../lib/menus";
import { useSite } from "../../lib/site";
import { DeleteForm } from "../ui/delete-form";
import { Form } from "../ui/form";
import { SortableList } from "../ui/sortable-list";
import "../../lib/texts/content";

const ICON_BUTTON =
  "flex size-11 items-center justify-center rounded-md border border-border text-fg hover:bg-surface-sunken disabled:opacity-40";

/** Up and down as forms of their own: they work without JavaScript and by keyboard, one step at a time. */
function MoveButtons({ item, index, count }: { item: MenuItem; index: number; count: number }) {
  const { t } = useTranslation();
  const step = (to: number, label: string, icon: ReactNode, disabled: boolean) => (
    <Form method="post">
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="position" value={to} />
      <button
        type="submit"
        name="intent"
        value="move"
        aria-label={label}
        title={label}
        disabled={disabled}
        className={ICON_BUTTON}
      >
        {icon}
      </button>
    </Form>
  );
  return (
    <>
      {step(index - 1, t("content:menus.up", { name: item.name }), <ArrowUp className="size-5" aria-hidden />, index === 0)}
      {step(
        index + 1,
        t("content:menus.down", { name: item.name }),
        <ArrowDown className="size-5" aria-hidden />,
        index === count - 1,
      )}
    </>
  );
}

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
              <div className="min-w-0 flex-1 py-1">
                <p className="font-semibold break-words">{item.name}</p>
                <Target item={item} />
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <MoveButtons item={item} index={index} count={items.length} />
                <Link
                  to={editHref(item)}
                  aria-label={t("content:menus.editNamed", { name: item.name })}
                  title={t("content:menus.edit")}
                  className={ICON_BUTTON}
                >
                  <Pencil className="size-5" aria-hidden />
                </Link>
                <DeleteForm
                  compact
                  label={t("content:menus.delete")}
                  accessibleLabel={t("content:menus.deleteNamed", { name: item.name })}
                  confirm={
                    children.length > 0
                      ? t("content:menus.confirmDeleteWithSubmenu", { name: item.name, count: children.length })
                      : t("content:menus.confirmDelete", { name: item.name })
                  }
                  hidden={{ id: item.id }}
                />
              </div>
            </div>
            {children.length > 0 && (
              <div className="border-t border-border py-2 pr-2 pl-6">
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
