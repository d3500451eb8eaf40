import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";

export type ColorModePreference = "system" | "light" | "dark";
export type ColorMode = "light" | "dark";
export const COLOR_MODE_STORAGE_KEY = "color-mode";

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong mode.
 * A route's forced mode arrives as data-forced-color-mode on <html>; the device's shape choice is applied too.
 */
// Storage may be refused (a frame on another site whose browser blocks its storage): the mode is applied all the same.
export const COLOR_MODE_SCRIPT = `(function(){var d=document.documentElement,f=d.getAttribute('data-forced-color-mode'),p='system',s=null;try{p=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}')||'system';s=localStorage.getItem('shape');}catch(e){}var m=f||(p==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):p);d.classList.toggle('dark',m==='dark');d.style.colorScheme=m;if(s==='rounded'||s==='straight')d.setAttribute('data-shape',s);})();`;

function subscribeSystem(onChange: () => void) {
  const query = window.matchMedia("(prefers-color-scheme: dark)");
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const systemSnapshot = (): ColorMode => (window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");

function readPreference(): ColorModePreference {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

interface ColorModeValue {
  preference: ColorModePreference;
  mode: ColorMode;
  forced: ColorMode | null;
  setPreference(preference: ColorModePreference): void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

export function ColorModeProvider({ forced, children }: { forced: ColorMode | null; children: ReactNode }) {
  // null until read from storage, after hydration.
  const [stored, setStored] = useState<ColorModePreference | null>(null);
  useEffect(() => setStored(readPreference()), []);
  const preference = stored ?? "system";
  // The device setting, followed live while the preference is "system".
  const system = useSyncExternalStore(subscribeSystem, systemSnapshot, () => "light" as ColorMode);
  const mode: ColorMode = forced ?? (preference === "system" ? system : preference);

  useEffect(() => {
    // While hydrating, the device reads as the server's "light": the head script's mode stands until the choice is read.
    if (stored === null) return;
    const root = document.documentElement;
    root.classList.toggle("dark", mode === "dark");
    root.style.colorScheme = mode;
  }, [mode, stored]);

  const setPreference = useCallback((next: ColorModePreference) => {
    setStored(next);
    try {
      window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);

  const value = useMemo(() => ({ preference, mode, forced, setPreference }), [preference, mode, forced, setPreference]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error("useColorMode outside ColorModeProvider");
  return value;
}
