import { COLOR_MODE_STORAGE_KEY } from "../../lib/color-mode";
import { PAGE_CHANGED_EVENT, SAVED_VACANCIES_KEY } from "../saved-vacancies/saved-vacancies-state";
import { BANK_PATH } from "../vacancy-search/bank-return";

/**
 * What a page served without the app's scripts still does in the browser (decision 9), as the app would: the colour
 * mode's choice and the device's setting followed live (ColorModeProvider), a guest's hearts (saved-vacancies-sync.ts),
 * 'back to results' to the bank the visitor came from (back-to-results.tsx) and the main menu's submenus closing by
 * Escape, a click elsewhere or leaving them by Tab (main-menu.tsx). Sent as its source text, so it uses nothing from
 * outside itself.
 */
function enhanceVisitorPage(storageKey: string, savedKey: string, bankPath: RegExp, changedEvent: string) {
  const root = document.documentElement;
  // Shows what works only with this script (the colour mode's buttons).
  root.dataset.visitorScript = "true";
  const device = matchMedia("(prefers-color-scheme: dark)");
  let preference = "system";
  try {
    preference = localStorage.getItem(storageKey) || "system";
  } catch {
    // Private mode: the device's setting.
  }
  const show = () => {
    for (const input of document.querySelectorAll<HTMLInputElement>("input[data-color-mode]")) {
      input.checked = input.value === preference;
    }
    // A page that forces its mode offers no choice (color-mode-choice.tsx), and the head script applied it.
    if (root.hasAttribute("data-forced-color-mode")) return;
    const dark = preference === "system" ? device.matches : preference === "dark";
    root.classList.toggle("dark", dark);
    root.style.colorScheme = dark ? "dark" : "light";
  };
  show();
  device.addEventListener("change", show);
  let saved: string[] = [];
  try {
    const list = JSON.parse(localStorage.getItem(savedKey) ?? "[]");
    if (Array.isArray(list)) saved = list.filter((id) => typeof id === "string");
  } catch {
    // Nothing kept, or no storage.
  }
  const showHearts = () => {
    for (const heart of document.querySelectorAll<HTMLElement>("[data-save-vacancy]")) {
      heart.setAttribute("aria-pressed", String(saved.includes(heart.dataset.saveVacancy ?? "")));
    }
  };
  showHearts();
  // The live search brought other cards (live-search-script.ts).
  document.addEventListener(changedEvent, showHearts);
  document.addEventListener("click", (event) => {
    const heart = (event.target as Element).closest<HTMLElement>("[data-save-vacancy]");
    const id = heart?.dataset.saveVacancy;
    if (!id) return;
    saved = saved.includes(id) ? saved.filter((kept) => kept !== id) : [...saved, id];
    try {
      localStorage.setItem(savedKey, JSON.stringify(saved));
    } catch {
      // Private mode: kept for this page only.
    }
    showHearts();
  });

  const back = document.querySelector<HTMLAnchorElement>("a[data-back-to-results]");
  try {
    const from = new URL(document.referrer);
    if (back && from.origin === location.origin && bankPath.test(from.pathname)) back.href = from.pathname + from.search;
  } catch {
    // No referrer: the bank without a search.
  }

  const submenus = () => document.querySelectorAll<HTMLDetailsElement>("details[data-submenu][open]");
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of submenus()) {
      if (!menu.contains(document.activeElement)) continue;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  });
  document.addEventListener("pointerdown", (event) => {
    for (const menu of submenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener("focusout", (event) => {
    const menu = (event.target as Element).closest<HTMLDetailsElement>("details[data-submenu][open]");
    if (menu && !menu.contains(event.relatedTarget as Node | null)) menu.open = false;
  });

  document.addEventListener("change", (event) => {
    const chosen = event.target as HTMLInputElement;
    if (!chosen.matches("input[data-color-mode]")) return;
    preference = chosen.value;
    try {
      localStorage.setItem(storageKey, preference);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    show();
  });
}

/** Inline at the end of such a page, with its nonce. */
export function visitorScript(): string {
  const args = [
    JSON.stringify(COLOR_MODE_STORAGE_KEY),
    JSON.stringify(SAVED_VACANCIES_KEY),
    String(BANK_PATH),
    JSON.stringify(PAGE_CHANGED_EVENT),
  ];
  return `(${enhanceVisitorPage.toString()})(${args.join(",")})`;
}
