import { type FormEvent, useLayoutEffect, useRef } from "react";

type SubmissionState = "idle" | "submitting" | "loading";

/**
 * A form's onSubmit that lets one submission through until its navigation or fetcher has sent it: idle again, or loading
 * after it was seen submitting. The disabled button comes a render later (React Router renders its state in a
 * transition), and a double click on a slow phone lands before it. While the page loads again after the answer, the
 * buttons are enabled, and a click on one is a new submission, not a lost one.
 */
export function useSubmitOnce(state: SubmissionState) {
  // 0: nothing held; 1: a submission sent; 2: and seen submitting.
  const held = useRef(0);
  // After every render, not only when the state changes: a quick answer may skip "submitting" altogether. Before the
  // paint, so that a click on what this render shows never finds the last submission still held.
  useLayoutEffect(() => {
    if (state === "submitting") held.current &&= 2;
    else if (state === "idle" || held.current === 2) held.current = 0;
  });
  return (event: FormEvent) => {
    if (event.defaultPrevented) return;
    if (held.current) event.preventDefault();
    else held.current = 1;
  };
}
