import { type FormEvent, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

type SubmissionState = "idle" | "submitting" | "loading";

/**
 * A form's onSubmit that lets one submission through until its navigation or fetcher has sent it and stays: idle again,
 * or reloading this page (`reloadingHere`) after it was seen submitting. The disabled button comes a render later (React
 * Router renders its state in a transition), and a double click on a slow phone lands before it. While this page loads
 * again after the answer, the buttons are enabled, and a click on one is a new submission, not a lost one; while a
 * redirect leads away, a second click on the old page is still held.
 */
export function useSubmitOnce(state: SubmissionState, reloadingHere: boolean) {
  // 0: nothing held; 1: a submission sent; 2: and seen submitting.
  const held = useRef(0);
  // After every render, not only when the state changes: a quick answer may skip "submitting" altogether. Before the
  // paint, so that a click on what this render shows never finds the last submission still held.
  useLayoutEffect(() => {
    if (state === "submitting") held.current &&= 2;
    else if (state === "idle" || (held.current === 2 && reloadingHere)) held.current = 0;
  });
  return (event: FormEvent) => {
    if (event.defaultPrevented) return;
    if (held.current) event.preventDefault();
    else held.current = 1;
  };
}

/** The guard of a form that navigates: the router reloads this page when it loads the very address it is on. */
export function useNavigationSubmitOnce() {
  const { state, location: target } = useNavigation();
  const { pathname, search } = useLocation();
  return useSubmitOnce(state, target?.pathname === pathname && target.search === search);
}
