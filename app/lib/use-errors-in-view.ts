import { type RefObject, useEffect, useRef, useState } from "react";
import { useFetchers, useNavigation } from "react-router";
import { useHydrated } from "./hydration";

// The form last submitted, until the user types again: errors that answer it may take the focus, a blur's may not.
// Heard from the start, as the errors that answer a submit are not there yet when it is made.
let submitted: HTMLFormElement | null = null;
if (typeof document !== "undefined") {
  document.addEventListener("submit", (event) => (submitted = event.target as HTMLFormElement), true);
  document.addEventListener("input", () => (submitted = null), true);
}

/** Whether the element answers the last submit: it is in that form, or in no form at all. */
function answersSubmit(element: HTMLElement) {
  const form = element.closest("form");
  return submitted !== null && (form === null || form === submitted);
}

/**
 * The focus on the element and the element in view (its top below the sticky header: the page's scroll-padding). The
 * submit is answered then; the frame lets other errors of the same answer see it first.
 */
function bringIntoView(element: HTMLElement) {
  const focused = document.activeElement;
  // A form that put the focus on its first field at fault (form-view.tsx) has answered already.
  const onFieldAtFault = focused?.getAttribute("aria-invalid") === "true" && focused.closest("form") === element.closest("form");
  if (!onFieldAtFault) {
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: "start" });
  }
  requestAnimationFrame(() => (submitted = null));
}

// A visitor who began on the page before it hydrated (typing in a field) keeps the focus: moving it would send the
// rest of the typing nowhere.
function startedElsewhere(element: HTMLElement) {
  const focused = document.activeElement;
  return focused !== null && focused !== document.body && focused !== element;
}

/**
 * A form's errors where the user is looking: they take the focus and come into view when they come with the page or
 * answer a submit, and again after each submit of their form that they outlive (refused by the browser's check or by
 * the server: a second failed "Publiceren" must not look like nothing happened, its errors far above the button).
 */
export function useErrorsInView(ref: RefObject<HTMLElement | null>) {
  const [withPage] = useState(!useHydrated());
  const arrival = useRef(true);
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const busyNow = useRef(busy);
  busyNow.current = busy;

  // On arrival, and when what was sent has been answered.
  useEffect(() => {
    const element = ref.current;
    const first = arrival.current;
    arrival.current = false;
    if (!element || busy || !((first && withPage && !startedElsewhere(element)) || answersSubmit(element))) return;
    bringIntoView(element);
  }, [busy, ref, withPage]);

  // A submit refused in the browser sends nothing, so nothing gets busy: two frames on, it is still idle.
  useEffect(() => {
    const element = ref.current;
    const form = element?.closest("form");
    if (!element || !form) return;
    let frame = 0;
    const onSubmit = () => {
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          if (!busyNow.current && answersSubmit(element)) bringIntoView(element);
        });
      });
    };
    form.addEventListener("submit", onSubmit);
    return () => {
      form.removeEventListener("submit", onSubmit);
      cancelAnimationFrame(frame);
    };
  }, [ref]);
}
