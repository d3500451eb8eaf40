import { type ComponentType, lazy } from "react";

/**
 * A view whose code the browser fetches only for a page that has its block (the public pages' weight budget,
 * scripts/check-budgets.mjs). There is no Suspense boundary round it on purpose: React would stream a large finished
 * boundary after the rest of the page, hidden until a script shows it, and a visitor without JavaScript would not see
 * it. So the server renders it in place (it loads every view at start-up; a lazy component whose thenable resolves
 * synchronously does not suspend, and one that is not loaded yet only delays the page), and in the browser hydration
 * waits for the page's views, which ContentBlocks starts fetching all at once.
 */
export function later<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load().then(
      (view) => {
        loaded = view;
        return { default: view };
      },
      (error) => {
        loading = undefined; // the next render tries again
        throw error;
      },
    );
    return loading;
  };
  const preload = () => void start().catch(() => {}); // a view that does not load fails its render, not the process
  if (import.meta.env.SSR) preload();
  const view = lazy(() => {
    const ready = loaded;
    if (!ready) return start();
    // A thenable that resolves as it is called: React's lazy then renders the view in this same pass.
    const now: PromiseLike<{ default: ComponentType<P> }> = {
      // biome-ignore lint/suspicious/noThenProperty: meant to be a thenable, for React's lazy only.
      then: (resolve) => resolve?.({ default: ready }) as never,
    };
    return now as Promise<{ default: ComponentType<P> }>;
  });
  return Object.assign(view, { preload });
}
