import type { Page } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3210);

/** A URL on one of the demo hosts, e.g. at("oldebroek", "/nl") -> http://oldebroek.localhost:3210/nl. */
export function at(subdomain: string | null, path: string): string {
  return `http://${subdomain ? `${subdomain}.` : ""}localhost:${PORT}${path}`;
}

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
