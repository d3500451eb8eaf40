import { type FormEvent, useEffect, useRef } from "react";

type SubmissionState = "idle" | "submitting" | "loading";

/**
 * A form's onSubmit that lets one submission through until its navigation or fetcher is idle again. The disabled
 * button comes a render later (React Router renders its state in a transition), and a double click on a slow phone
 * lands before it.
 */
export function useSubmitOnce(state: SubmissionState) {
  const sending = useRef(false);
  // After every render, not only when the state changes: a quick answer may skip "submitting" altogether.
  useEffect(() => {
    if (state === "idle") sending.current = false;
  });
  return (event: FormEvent) => {
    if (event.defaultPrevented) return;
    if (sending.current) event.preventDefault();
    else sending.current = true;
  };
}
