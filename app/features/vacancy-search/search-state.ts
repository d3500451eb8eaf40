import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useNavigation } from "react-router";
import { cleanParams, hrefOf } from "./vacancy-search";

/** The one GET form of the page; fields outside it (the search bar, the filters) join it by this id. */
export const FORM_ID = "vacancy-search";

/**
 * The search as it is about to be: while a filter change loads, the next URL's query, so a ticked box stays ticked
 * instead of flicking back until the results arrive.
 */
export function useOptimisticParams(current: string): URLSearchParams {
  const navigation = useNavigation();
  const next = navigation.location;
  const samePage = next && typeof window !== "undefined" && next.pathname === window.location.pathname;
  return new URLSearchParams(samePage ? next.search : current);
}

/** Typing waits this long before it searches; ticking a box searches at once. */
export const TYPING_MS = 450;
const TYPED = new Set(["search", "text", "number", "date"]);

/**
 * With JavaScript the form submits itself on every change (text after a pause), replacing the history entry while
 * typing and keeping the scroll position, so the results update under the visitor's eyes. The place field waits
 * for Enter or the search button: half a postal code is not a place.
 */
export function useAutoSubmit() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = useCallback(
    (form: HTMLFormElement, replace: boolean) => {
      clearTimeout(timer.current);
      // The form's fields as a clean query: no empty q=&near=&..., which a plain submission would put in the URL.
      const fields = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.append(name, value);
      navigate(hrefOf(window.location.pathname, cleanParams(fields)), { preventScrollReset: true, replace });
    },
    [navigate],
  );

  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement | HTMLSelectElement;
      const form = document.getElementById(FORM_ID) as HTMLFormElement | null;
      if (!form || !target.name || target.name === "near") return;
      clearTimeout(timer.current);
      if (target instanceof HTMLInputElement && TYPED.has(target.type)) {
        timer.current = setTimeout(() => send(form, true), TYPING_MS);
      } else {
        send(form, false);
      }
    },
    [send],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      send(event.currentTarget, false);
    },
    [send],
  );

  return { onChange, onSubmit };
}

/** An uncontrolled text field follows the URL (a removed chip empties it) unless the visitor is typing in it. */
export function useFollowValue<T extends HTMLInputElement>(value: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current && document.activeElement !== ref.current) ref.current.value = value;
  }, [value]);
  return ref;
}

/**
 * A control's own state that follows the URL: the box ticks the moment it is clicked (a controlled box would flick
 * back until the navigation starts), and a removed chip or a new page resets it.
 */
export function useFollowState<T>(value: T) {
  const [state, setState] = useState(value);
  useEffect(() => setState(value), [value]);
  return [state, setState] as const;
}
