import { useMatches } from "react-router";
import type { TFunction } from "../../locales/translate";
import type { ColorMode } from "./color-mode";

/** What a route module may declare in `export const handle`. */
export interface RouteHandle {
  /** Page title: a translation key, or a function of t and the route's loader data. */
  title?: string | ((t: TFunction, data: unknown) => string);
  /** Spec section 4: a page may force a colour mode, overriding the visitor's preference there. */
  colorMode?: ColorMode;
}

function useHandles() {
  return useMatches().map((m) => ({ handle: (m.handle ?? {}) as RouteHandle, data: m.loaderData }));
}

export function useForcedColorMode(): ColorMode | null {
  const list = useHandles();
  for (let i = list.length - 1; i >= 0; i--) if (list[i].handle.colorMode) return list[i].handle.colorMode ?? null;
  return null;
}

export function usePageTitleSource() {
  const list = useHandles();
  for (let i = list.length - 1; i >= 0; i--) if (list[i].handle.title) return list[i];
  return null;
}
