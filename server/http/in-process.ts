import type { Context } from "hono";

/** What the page handler (ssr.ts) gives its in-process API calls as Hono's env: nothing else can set it. */
export const IN_PROCESS = { inProcess: true };

/** Whether the request is a page's in-process API call, whose answer only that page reads. */
export const isInProcess = (c: Context): boolean => (c.env as { inProcess?: boolean } | undefined)?.inProcess === true;
