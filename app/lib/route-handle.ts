import { useState } from "react";
import { useMatches } from "react-router";
import type { TFunction } from "../../locales/translate";
import type { ColorMode } from "./color-mode";
import type { AuthoredText } from "./content-language";

/** What a route module may declare in `export const handle`. */
export interface RouteHandle {
  /**
   * Page title: a translation key, or a function of t, the route's loader data and the picker of a centre's text in
   * the page's language (its English on /en where the centre publishes it, decision 35).
   */
  title?: string | ((t: TFunction, data: unknown, authored: AuthoredText) => string);
  /** Spec section 4: a page may force a colour mode, overriding the visitor's preference there. */
  colorMode?: ColorMode | ((data: unknown) => ColorMode | null);
  /**
   * A public page that works as server-rendered HTML alone: a visitor who is not signed in gets it without the app's
   * scripts (decision 9). A function of the route's loader data for a page that needs them only sometimes.
   */
  withoutScriptsForVisitors?: boolean | ((data: unknown) => boolean);
  /**
   * A page shown in a frame on other sites (the embedded vacancy bank, issue 43): no Google tag and its consent
   * question there, so a visitor gets it without the app's scripts even where the centre has a tag.
   */
  framedElsewhere?: boolean;
}

function useHandles() {
  return useMatches().map((m) => ({ handle: (m.handle ?? {}) as RouteHandle, data: m.loaderData }));
}

export function useForcedColorMode(): ColorMode | null {
  const list = useHandles();
  for (let i = list.length - 1; i >= 0; i--) {
    const { handle, data } = list[i];
    if (typeof handle.colorMode === "function") return handle.colorMode(data);
    if (handle.colorMode) return handle.colorMode;
  }
  return null;
}

/** Whether the page (the deepest route) is one that other sites show in a frame. */
export function useFramedElsewhere(): boolean {
  const list = useHandles();
  return list[list.length - 1]?.handle.framedElsewhere === true;
}

export function usePageTitleSource() {
  const list = useHandles();
  for (let i = list.length - 1; i >= 0; i--) if (list[i].handle.title) return list[i];
  return null;
}

/**
 * Whether this page goes out without the app's scripts: to a visitor who is not signed in, when the page (the deepest
 * route) says it works without them. Decided once, on the server's render, so a page never drops its scripts later.
 */
export function useServedWithoutScripts(signedIn: boolean): boolean {
  const list = useHandles();
  const page = list[list.length - 1];
  const rule = page?.handle.withoutScriptsForVisitors;
  const [withoutScripts] = useState(
    () => !signedIn && page?.data !== undefined && (typeof rule === "function" ? rule(page.data) : rule === true),
  );
  return withoutScripts;
}
