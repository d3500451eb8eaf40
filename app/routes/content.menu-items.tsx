import { useMemo } from "react";
import { availableSystemPages, MENUS, type MenuItem, type MenuName } from "../../contract/menu-items";
import type { Page } from "../../contract/pages";
import { ListEditor } from "../components/ui/list-editor";
import { TabNav } from "../components/ui/tab-nav";
import { MenuItemForm, menuItemValues } from "../features/menus/menu-item-form";
import { MenuItemList } from "../features/menus/menu-item-list";
import { CONTENT_SECTIONS } from "../features/shell/sections";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { listItemIntent } from "../lib/list-item-intent.server";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";
import { useFlashToast, withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/content.menu-items";
import "../lib/texts/content";

export const handle: RouteHandle = { title: "content:menus.title" };

const menuOf = (url: URL): MenuName => MENUS.find((m) => m === url.searchParams.get("menu")) ?? "header-main";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.menuItems.roles);
  const url = new URL(request.url);
  const menu = menuOf(url);
  const [items, pages] = await Promise.all([
    api.get<MenuItem[]>("/api/v1/menu_items", { filter: { menu } }).then((r) => r.data),
    // Menus link to the site's pages, not to news items: those have /nieuws.
    api
      .get<Page[]>("/api/v1/pages", { filter: { page_type: "default" }, sort: ["title"], page: { size: 100 } })
      .then((r) => r.data.map((page) => ({ id: page.id, title: page.title, isPublished: page.isPublished }))),
  ]);
  return { menu, items, pages, editId: url.searchParams.get("edit") };
}

/** The posted form as the API's attributes; a field the form did not show is left as it was. */
function attributesOf(form: FormData) {
  const values = formValues(form);
  const text = (name: string) => (values[name] ?? "").trim();
  const idOrNull = (name: string) => (text(name) ? text(name) : null);
  const linkType = text("link_type");
  return {
    name: text("name"),
    ...("name_en" in values ? { name_en: text("name_en") || null } : {}),
    link_type: linkType,
    ...(linkType === "content_page" ? { page_id: idOrNull("page_id"), system_page: null } : {}),
    ...(linkType === "system_page" ? { system_page: idOrNull("system_page"), page_id: null } : {}),
    ...("parent_id" in values ? { parent_id: idOrNull("parent_id") } : {}),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, CONTENT_SECTIONS.menuItems.roles);
  const form = await request.formData();
  const values = formValues(form);
  const url = new URL(request.url);
  const menu = menuOf(url);
  const back = (flash: string) => withFlash(`/${locale}/content/menu-items`, flash).replace("?", `?menu=${menu}&`);
  const result = await attempt(request, locale, () =>
    listItemIntent(api, "menu_items", values, back, () => attributesOf(form), { menu }),
  );
  if (result.ok) return result.value;
  const sent = {
    name: values.name ?? "",
    nameEn: values.name_en ?? "",
    linkType: values.link_type === "system_page" ? ("system_page" as const) : ("content_page" as const),
    pageId: values.page_id ?? "",
    systemPage: values.system_page ?? "",
    parentId: values.parent_id ?? "",
  };
  return refused(result, { sent, at: Date.now() });
}

/** /content/menu-items: the centre's main and footer menus, their order and submenus, and the form to add or edit an item. */
export default function MenuItems({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const features = useSite()?.site.features;
  const { menu, items, pages, editId } = loaderData;
  const label = (key: string, options?: Record<string, unknown>) => t(`content:menus.${key}`, options);
  const flashes = useMemo(
    () => Object.fromEntries(["saved", "added", "deleted", "moved"].map((key) => [key, t(`content:menus.flash.${key}`)])),
    [t],
  );
  useFlashToast(flashes);
  const path = (extra = "") => to(`/content/menu-items?menu=${menu}${extra}`);
  const editing = items.find((item) => item.id === editId) ?? null;
  const tops = items.filter((item) => item.parentId === null).sort((a, b) => a.position - b.position);
  const hasSubmenu = editing !== null && items.some((item) => item.parentId === Number(editing.id));
  const values = actionData && "sent" in actionData ? actionData.sent : menuItemValues(editing);
  return (
    <ListEditor
      titleId="menus-title"
      title={label("title")}
      intro={label("intro")}
      count={label("count", { count: items.length })}
      countTestId="menu-count"
      list={
        items.length > 0 && (
          <MenuItemList
            id="top"
            items={tops}
            all={items}
            editHref={(item) => path(`&edit=${item.id}#menu-item-form`)}
            label={label(`menus.${menu}`)}
          />
        )
      }
      empty={label("empty")}
      form={
        <MenuItemForm
          key={`${editing?.id ?? "new"}-${actionData?.at ?? ""}`}
          editing={editing}
          values={values}
          errors={actionData?.errors ?? {}}
          pages={pages}
          systemPages={availableSystemPages(features)}
          parents={tops}
          hasSubmenu={hasSubmenu}
          cancelTo={path()}
        />
      }
    >
      <TabNav
        label={label("menus.label")}
        tabs={MENUS.map((name) => ({ path: `/content/menu-items?menu=${name}`, label: `content:menus.menus.${name}` }))}
        activePath={`/content/menu-items?menu=${menu}`}
      />
    </ListEditor>
  );
}
