import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { toast } from "./toast-store";

export const FLASH_PARAM = "flash";

/** The address an action redirects to so that the next page greets with a toast (the store lives in the browser). */
export const withFlash = (path: string, key: string) =>
  `${path}${path.includes("?") ? "&" : "?"}${FLASH_PARAM}=${encodeURIComponent(key)}`;

/**
 * Shows the success toast named by ?flash= once, then drops the parameter so a reload or a shared link does not
 * show it again. Only keys the page knows are shown: the text never comes from the address.
 */
export function useFlashToast(messages: Record<string, string>) {
  const [params, setParams] = useSearchParams();
  const key = params.get(FLASH_PARAM);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    // Forget the shown key once it leaves the address, so the next save's same key greets again.
    if (!key) {
      shown.current = null;
      return;
    }
    if (shown.current === key) return;
    shown.current = key;
    const title = messages[key];
    if (title) toast.success({ title });
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(FLASH_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [key, messages, setParams]);
}
