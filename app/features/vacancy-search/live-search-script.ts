import morphUrl from "idiomorph/dist/idiomorph.min.js?url";
import { PAGE_CHANGED_EVENT } from "../saved-vacancies/saved-vacancies-state";
import { RESULTS_HEADING_ID } from "./filters-disclosure";
import { FORM_ID, TYPING_MS } from "./search-state";

/** A bank works without the app for a visitor, live by this script, but for its map and the search alert's form. */
export function worksWithoutScripts(data: { map: unknown; alertOpen: boolean }): boolean {
  return !data.map && !data.alertOpen;
}

interface Morph {
  morph(old: Element, next: Element, options: object): void;
}

/**
 * The bank for a visitor on a page without the app's scripts (decision 9), as live as the app's (useAutoSubmit): the
 * results follow every change at once, typed words after a pause, the place on Enter. The next page comes from the
 * server as HTML and idiomorph (fetched with the first search) changes only what differs, so the focus, the scroll
 * position, an open filter disclosure and what is being typed stay. Sent as its source text: it uses nothing from
 * outside itself.
 */
function enhanceLiveSearch(formId: string, headingId: string, morphSrc: string, typingMs: number, changed: string) {
  const form = document.getElementById(formId) as HTMLFormElement | null;
  const screen = form?.closest("[data-search-screen]");
  if (!form || !screen) return;
  const root = document.documentElement;
  // Hides the button a change no longer needs, and the phone's counts the results (apply-filters-button.tsx).
  root.dataset.liveSearch = "true";
  const relabel = () => {
    for (const button of form.querySelectorAll<HTMLElement>("[data-live-label]"))
      button.textContent = button.dataset.liveLabel ?? "";
  };
  relabel();
  const typed = ["search", "text", "number", "date"];
  // A browser that cannot style ::details-content would fold the side panel: open it there (filters-disclosure.tsx).
  const filters = form.querySelector("details");
  if (filters && !CSS.supports("selector(::details-content)") && matchMedia("(min-width: 64rem)").matches) filters.open = true;
  let morph: Promise<Morph> | undefined;
  const loadMorph = () =>
    (morph ??= new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = morphSrc;
      script.onload = () => resolve((window as unknown as { Idiomorph: Morph }).Idiomorph);
      script.onerror = reject;
      document.head.append(script);
    }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | undefined;
  let shown = location.pathname + location.search;

  // The form as a clean address, as cleanParams makes it: no empty fields, no radius without a place.
  const addressOf = () => {
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string" && value.trim()) fields.append(name, value);
    if (!fields.has("near")) fields.delete("radius_km");
    const query = fields.toString();
    return location.pathname + (query ? `?${query}` : "");
  };

  const search = async (replace: boolean) => {
    clearTimeout(timer);
    running?.abort();
    const current = new AbortController();
    running = current;
    const address = addressOf();
    const results = document.querySelector(`[aria-labelledby="${headingId}"]`);
    results?.setAttribute("aria-busy", "true");
    results?.classList.add("opacity-60");
    try {
      const [response, idiomorph] = await Promise.all([fetch(address, { signal: current.signal }), loadMorph()]);
      if (!response.ok) throw new Error(String(response.status));
      const next = new DOMParser().parseFromString(await response.text(), "text/html");
      const nextScreen = next.querySelector("[data-search-screen]");
      if (!nextScreen || current.signal.aborted) throw new Error("no bank");
      idiomorph.morph(screen, nextScreen, {
        ignoreActiveValue: true,
        // The phone's filter disclosure stays as the visitor left it.
        callbacks: {
          beforeAttributeUpdated: (name: string, node: Element) => !(name === "open" && node.localName === "details"),
        },
      });
      const url = new URL(response.url);
      shown = response.redirected ? url.pathname + url.search : address;
      history[replace ? "replaceState" : "pushState"](null, "", shown);
      relabel();
      document.title = next.title;
      document.dispatchEvent(new Event(changed));
    } catch {
      // A newer search took over; anything else gets the browser's own navigation.
      if (!current.signal.aborted) location.assign(address);
    }
  };

  form.addEventListener("input", (event) => {
    const field = event.target as HTMLInputElement;
    if (field.name === "near" || !typed.includes(field.type)) return;
    clearTimeout(timer);
    timer = setTimeout(() => search(true), typingMs);
  });
  form.addEventListener("change", (event) => {
    const field = event.target as HTMLInputElement;
    // Typed fields have their pause, and the place waits for Enter: half a postal code is not a place.
    if (field.name && !typed.includes(field.type) && addressOf() !== shown) search(false);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (addressOf() !== shown) search(false);
    const fold = (event.submitter as HTMLElement | null)?.closest("details");
    if (!fold) return;
    fold.open = false;
    document.getElementById(headingId)?.focus();
  });
  // A step back or forward through searches: the page of that address (a skip link's #heading is no other search).
  addEventListener("popstate", () => {
    if (location.pathname + location.search !== shown) location.reload();
  });
}

/** Inline after the bank's form, with the page's nonce. */
export function liveSearchScript(): string {
  const args = [FORM_ID, RESULTS_HEADING_ID, morphUrl, TYPING_MS, PAGE_CHANGED_EVENT].map((arg) => JSON.stringify(arg));
  return `(${enhanceLiveSearch.toString()})(${args.join(",")})`;
}
