import { createContext, type ReactNode, useContext } from "react";
import type { RootData } from "../root";

const SiteContext = createContext<RootData | undefined>(undefined);

export function SiteProvider({ data, children }: { data: RootData | undefined; children: ReactNode }) {
  return <SiteContext.Provider value={data}>{children}</SiteContext.Provider>;
}

/** The current centre and site settings; undefined only when the root loader itself failed. */
export function useSite(): RootData | undefined {
  return useContext(SiteContext);
}
