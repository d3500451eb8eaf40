import { useEffect } from "react";
import { BUILD_CHECK_INTERVAL_MS, isChunkLoadError, isNewBuild, reloadOnce } from "../../lib/build-check";
import { useTranslation } from "../../lib/i18n";
import { toast } from "../../lib/toast-store";

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

/**
 * Spec section 7: every few minutes, and when the tab is shown again, ask whether a newer build is out and offer a
 * reload; a script of the build that no longer loads (a deploy replaced it) reloads the page, at most once in 10 s.
 */
export function BuildWatcher() {
  const { t } = useTranslation();
  useEffect(() => {
    let offered = false;
    const check = async () => {
      if (offered || document.visibilityState !== "visible") return;
      if (!(await isNewBuild(window.__reactRouterManifest?.version))) return;
      offered = true;
      toast.info({
        title: t("build.newTitle"),
        message: t("build.newMessage"),
        duration: 0,
        action: { label: t("build.reload"), onClick: () => window.location.reload() },
      });
    };
    // Vite's event for a dynamic import whose file is gone; preventDefault keeps it from being thrown as well.
    const onPreloadError = (event: Event) => {
      if (reloadOnce()) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnce();
    };
    const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
    document.addEventListener("visibilitychange", check);
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", check);
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, [t]);
  return null;
}
