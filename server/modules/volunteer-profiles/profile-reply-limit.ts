import type { Context } from "hono";
import { PROFILE_REPLIES_PER_DAY } from "../../../contract/volunteer-profiles";
import { tooManyRequests } from "../../http/rate-limit";
import type { AppEnv } from "../../http/types";
import { countHit, type Limit, peekCount, retryAfterMs } from "../../limits/limit-counters";

/** Replies per organization per day, counted in PostgreSQL so it holds across processes. */
const replies: Limit = { name: "profile-replies", limit: PROFILE_REPLIES_PER_DAY, windowMs: 24 * 3_600_000 };
const keyOf = (c: Context<AppEnv>, organizationId: number) => `${c.get("site").tenant.id}:${organizationId}`;

/** Over the limit is refused before anything is written. */
export async function refuseOverReplyLimit(c: Context<AppEnv>, organizationId: number) {
  const counted = await peekCount(c.get("deps").db, replies, keyOf(c, organizationId));
  if (counted && counted.count >= replies.limit) throw tooManyRequests(c, Math.max(1, counted.windowEndsAt - Date.now()));
}

/** Counts the reply about to be sent (atomic, so a burst cannot slip past). */
export async function countReply(c: Context<AppEnv>, organizationId: number) {
  const wait = retryAfterMs(replies, await countHit(c.get("deps").db, replies, keyOf(c, organizationId)));
  if (wait > 0) throw tooManyRequests(c, wait);
}
