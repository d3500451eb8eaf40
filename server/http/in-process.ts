import type { Context } from "hono";

/**
 * What the page handler (ssr.ts) gives one page's in-process API calls as Hono's env: nothing else can set it.
 * `holdsUntil` is the first instant at which time alone changes what they answered (a closing date, a workshop's end).
 */
export interface InProcessEnv {
  inProcess: true;
  holdsUntil: number;
}

/** A fresh env for one page's calls. */
export const inProcessEnv = (): InProcessEnv => ({ inProcess: true, holdsUntil: Number.POSITIVE_INFINITY });

/** Whether the request is a page's in-process API call, whose answer only that page reads. */
export const isInProcess = (c: Context): boolean => (c.env as { inProcess?: boolean } | undefined)?.inProcess === true;

/**
 * The answer stays true only until `at` (ms) without any write: a page built from it is kept no longer (page-cache.ts).
 * Only a page's own calls carry this; other clients' answers are not kept by us.
 */
export function answerHoldsUntil(c: Context, at: number | null | undefined) {
  if (at === null || at === undefined || !isInProcess(c)) return;
  const env = c.env as InProcessEnv;
  if (at < env.holdsUntil) env.holdsUntil = at;
}

/** The answer is for this one view (a form's moment shown): a page built from it is never kept. */
export const answerForThisViewOnly = (c: Context) => answerHoldsUntil(c, Number.NEGATIVE_INFINITY);
