import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LOCALE, isLocale } from "../locales/languages";
import { isChunkLoadError, reloadOnce } from "./lib/build-check";
import { loadCatalogue } from "./lib/i18n";

// Hydration renders with the server's texts, so the page's language loads first (only that one).
const lang = document.documentElement.lang;
loadCatalogue(isLocale(lang) ? lang : DEFAULT_LOCALE).then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
  // A page from before a deploy whose catalogue is gone: fetch the page anew (the build watcher is not running yet).
  (error: unknown) => {
    if (isChunkLoadError(error)) reloadOnce();
    else throw error;
  },
);
