import { useState } from "react";
import { LINK_TYPES, type LinkType, MENU_LIMITS, type MenuItem, type SystemPageKey } from "../../../contract/menu-items";
import type { FieldErrors } from "../../../contract/validation";
import { InputField } from "../../components/ui/input-field";
import { ItemForm } from "../../components/ui/item-form";
import { RadioGroupField } from "../../components/ui/radio-group-field";
import { SelectField } from "../../components/ui/select-field";
import { usePublishesEnglish } from "../../lib/content-language";
import { useHydrated } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import { systemPageLabel } from "./menus";
import "../../lib/texts/content";

export interface PageChoice {
  id: string;
  title: string;
  isPublished: boolean;
}

/** What the form shows: the item being edited, or what was sent and refused. */
export interface MenuItemValues {
  name: string;
  nameEn: string;
  linkType: LinkType;
  pageId: string;
  systemPage: string;
  parentId: string;
}

export const menuItemValues = (item: MenuItem | null): MenuItemValues => ({
  name: item?.name ?? "",
  nameEn: item?.nameEn ?? "",
  linkType: item?.linkType ?? "content_page",
  pageId: item?.pageId ? String(item.pageId) : "",
  systemPage: item?.systemPage ?? "",
  parentId: item?.parentId ? String(item.parentId) : "",
});

/**
 * Adding and editing a menu item: its name, where it leads (a page or one of the site's screens) and its place. Before
 * the page's JavaScript runs both choices of target show; once it runs, only the one the link type asks for.
 */
export function MenuItemForm({
  editing,
  values,
  errors,
  pages,
  systemPages,
  parents,
  hasSubmenu,
  cancelTo,
}: {
  editing: MenuItem | null;
  values: MenuItemValues;
  errors: FieldErrors;
  pages: PageChoice[];
  systemPages: SystemPageKey[];
  /** The menu's top-level items: the places an item can go under. */
  parents: MenuItem[];
  /** The edited item has a submenu, so it stays at the top. */
  hasSubmenu: boolean;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  const features = useSite()?.site.features;
  const hydrated = useHydrated();
  const publishesEnglish = usePublishesEnglish();
  const [linkType, setLinkType] = useState<LinkType>(values.linkType);
  const label = (key: string, options?: Record<string, unknown>) => t(`content:menus.form.${key}`, options);
  const shows = (type: LinkType) => !hydrated || linkType === type;
  const parentChoices = parents.filter((p) => p.id !== editing?.id);
  return (
    <ItemForm
      id="menu-item-form"
      title={editing ? label("editTitle") : label("addTitle")}
      itemId={editing?.id}
      formError={errors._form}
      submit={editing ? label("save") : label("add")}
      submitProps={{ name: "intent", value: "save" }}
      cancel={editing && { to: cancelTo, label: label("cancel") }}
    >
      <InputField
        id="name"
        label={label("name")}
        required
        error={errors.name}
        browserRequired
        maxLength={MENU_LIMITS.name}
        defaultValue={values.name}
      />
      {publishesEnglish && (
        <InputField
          id="name_en"
          label={label("nameEn")}
          hint={label("nameEnHint")}
          lang="en"
          error={errors.name_en}
          maxLength={MENU_LIMITS.name}
          defaultValue={values.nameEn}
        />
      )}
      <RadioGroupField
        name="link_type"
        legend={label("linkType")}
        options={LINK_TYPES.map((type) => [type, label(type)] as const)}
        value={linkType}
        onChange={(type) => setLinkType(type as LinkType)}
      />
      {shows("content_page") && (
        <SelectField
          id="page_id"
          name="page_id"
          label={label("page")}
          error={errors.page_id}
          defaultValue={values.pageId}
          placeholder={label("choosePage")}
          options={pages.map((page) => [page.id, page.isPublished ? page.title : `${page.title} ${label("unpublished")}`])}
        >
          {pages.length === 0 && <p className="text-sm text-fg-muted">{label("noPages")}</p>}
        </SelectField>
      )}
      {shows("system_page") && (
        <SelectField
          id="system_page"
          name="system_page"
          label={label("systemPage")}
          error={errors.system_page}
          defaultValue={values.systemPage}
          placeholder={label("chooseSystemPage")}
          options={systemPages.map((key) => [key, systemPageLabel(t, key, features)])}
        />
      )}
      {!hasSubmenu && (
        <SelectField
          id="parent_id"
          name="parent_id"
          label={label("parent")}
          error={errors.parent_id}
          defaultValue={values.parentId}
          placeholder={label("top")}
          options={parentChoices.map((parent) => [parent.id, label("under", { name: parent.name })])}
        />
      )}
    </ItemForm>
  );
}
