import { createContext, type ReactNode, useContext } from "react";
import type { CurrentUser } from "../../contract/identity";
import type { MenuItem } from "../../contract/menu-items";
import type { SiteSettings, VolunteerCenter } from "../../contract/volunteer-centers";
import type { Locale } from "../../locales/languages";
import type { AnalyticsConsent } from "./cookies";
import type { OrganizationState } from "./organization.server";

/** What the root loader answers for every page: the centre, the site's settings and who is signed in. */
export interface RootData {
  locale: Locale;
  center: VolunteerCenter;
  site: SiteSettings;
  /** The centre's menus as visitors see them (contract/menu-items.ts draws them). */
  menuItems: MenuItem[];
  user: CurrentUser | null;
  /** The signed-in user's unread notifications when the page was loaded (the bell keeps it current). */
  unreadNotifications: number | null;
  organizations: OrganizationState | null;
  consent: AnalyticsConsent;
  nonce: string;
  isDev: boolean;
  mapTileUrl: string | null;
  /** The page language's texts chunk, preloaded in the head (production builds only). */
  catalogueChunk: string | null;
}

/**
 * The root's answer on the operator's host (decision 26): the platform console has no tenant, so no centre, site or
 * menus; the page's frame only. useSite() stays undefined there.
 */
export interface ConsoleRootData {
  console: true;
  locale: Locale;
  nonce: string;
  isDev: boolean;
  catalogueChunk: string | null;
  center?: undefined;
  site?: undefined;
  user?: undefined;
}

const SiteContext = createContext<RootData | undefined>(undefined);

export function SiteProvider({ data, children }: { data: RootData | undefined; children: ReactNode }) {
  return <SiteContext.Provider value={data}>{children}</SiteContext.Provider>;
}

/** The current centre and site settings; undefined only when the root loader itself failed. */
export function useSite(): RootData | undefined {
  return useContext(SiteContext);
}
