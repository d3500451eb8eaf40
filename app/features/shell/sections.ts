import type { Role } from "../../../contract/identity";
import type { Tab } from "../../components/ui/tab-nav";
import { STAFF } from "../../lib/role-groups";

/** A part of a screen with tabs, and the roles that may use it (the API refuses anyone else too). */
export interface Section extends Tab {
  roles: readonly Role[];
}

/** /instellingen: the centre's look and e-mails for its staff; the selected organization's details for its superusers too. */
export const SETTINGS_SECTIONS = {
  design: { path: "/instellingen/design", label: "settings:nav.design", roles: STAFF },
  footer: { path: "/instellingen/footer", label: "settings:nav.footer", roles: STAFF },
  organization: {
    path: "/instellingen/organisatie",
    label: "settings:nav.organization",
    roles: [...STAFF, "organization_superuser"],
  },
  contactPerson: {
    path: "/instellingen/contact-person",
    label: "settings:nav.contactPerson",
    roles: [...STAFF, "organization_superuser"],
  },
  // Partner systems' keys to the API (issue 43).
  apiKeys: { path: "/instellingen/api-sleutels", label: "settings:nav.apiKeys", roles: STAFF },
  // Partner systems that hear of the centre's events (issue 43).
  webhooks: { path: "/instellingen/webhooks", label: "settings:nav.webhooks", roles: STAFF },
  // The vacancy bank on other sites: the snippet and the sites that may show it (issue 43).
  embed: { path: "/instellingen/insluiten", label: "settings:nav.embed", roles: STAFF },
  // When the volunteer and the organization are asked how a match went (issue 44).
  followup: { path: "/instellingen/opvolging", label: "settings:nav.followup", roles: STAFF },
  // After how many days without a response the reminders go (issue 44).
  responseTimes: { path: "/instellingen/reactietijd", label: "settings:nav.responseTimes", roles: STAFF },
  // The spec's own path, shown among the settings: the centre's e-mail texts.
  mails: { path: "/notification_templates", label: "settings:nav.mails", roles: STAFF },
} as const satisfies Record<string, Section>;

/** /content: the centre's pages (the index), menus, partners, forms, files and stock images. */
export const CONTENT_SECTIONS = {
  pages: {
    path: "/content",
    end: true,
    label: "content:nav.pages",
    roles: [...STAFF, "content_manager", "page_manager"],
  },
  menuItems: {
    path: "/content/menu-items",
    label: "content:nav.menuItems",
    roles: [...STAFF, "content_manager", "page_manager"],
  },
  partners: {
    path: "/content/partners",
    label: "content:nav.partners",
    roles: [...STAFF, "content_manager"],
  },
  forms: {
    path: "/content/forms",
    label: "content:nav.forms",
    roles: [...STAFF, "content_manager"],
  },
  fileUpload: {
    path: "/content/file-upload",
    label: "content:nav.fileUpload",
    roles: [...STAFF, "content_manager", "page_manager"],
  },
  stockImages: {
    path: "/content/stock-images",
    label: "content:nav.stockImages",
    roles: [...STAFF, "content_manager", "page_manager"],
  },
} as const satisfies Record<string, Section>;

/** The sections a user with these roles may use, in order. */
export function sectionsFor(sections: Record<string, Section>, roles: readonly Role[]): Section[] {
  return Object.values(sections).filter((section) => section.roles.some((role) => roles.includes(role)));
}

/** Everyone who may use at least one of the sections. */
export function rolesOf(sections: Record<string, Section>): Role[] {
  return [...new Set(Object.values(sections).flatMap((section) => section.roles))];
}
