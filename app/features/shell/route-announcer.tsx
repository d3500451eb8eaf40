import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side move to another page, focus lands on its heading, which a screen reader reads out;
 * a page without one has its title announced. Filters and pages of a list (the same path) keep the focus where it is,
 * and so does whatever in the new page the visitor went to before the heading took it (his typing would go nowhere).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const focusedOnArrival = document.activeElement;
    // After the new page has painted, and after a closing menu has handed focus back to its button.
    const timer = window.setTimeout(() => {
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      // Into the new page's content since it arrived: a click or tab there, or a field he started to fill in.
      const focused = document.activeElement;
      if (focused !== focusedOnArrival && document.querySelector("main")?.contains(focused)) return;
      const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");
      if (heading) {
        if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
        setAnnouncement("");
      } else {
        setAnnouncement(document.title);
      }
    }, 50);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return (
    <p aria-live="assertive" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
