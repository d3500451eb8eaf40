import { useEffect } from "react";
import { useBlocker } from "react-router";
import { useTranslation } from "./i18n";

/** Spec section 2: leaving a form with unsaved changes asks first, for links and for closing the tab. */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation();
  const message = t("unsavedChanges");
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}
