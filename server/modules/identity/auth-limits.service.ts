import type { Context } from "hono";
import { clientAddressKey, tooManyRequests } from "../../http/rate-limit";
import type { AppEnv } from "../../http/types";
import { claimAfterDelay, clearCount, countHit, type Limit, peekCount, retryAfterMs } from "../../limits/limit-counters";
import { normaliseEmail } from "./users.service";

const MINUTE = 60_000;

/** The limits on guessing and on mail (issue 10, items 6 and 7), counted in PostgreSQL so that they hold across processes. */
export const AUTH_LIMITS = {
  /** Sign-in attempts per client address (SIGN_IN_LIMIT_PER_ADDRESS replaces the number). */
  signInPerAddress: { name: "sign-in", limit: 60, windowMs: 5 * MINUTE },
  /** Attempts on one account from one address since its last success: a guesser there is stopped, nobody else. */
  signInPerPair: { name: "sign-in-pair", limit: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins per account from anywhere: past `limit`, attempts slow down (SLOW_DOWN) instead of a lock. */
  failuresPerAccount: { name: "sign-in-failures", limit: 5, windowMs: 60 * MINUTE, sliding: true },
  /** Addresses failing on one account: from `limit` on the guessing is spread, and a new address slows down too. */
  failingAddressesPerAccount: { name: "sign-in-failing-addresses", limit: 5, windowMs: 60 * MINUTE, sliding: true },
  /** An address the account signed in from: it passes the account's slow-down (its owner is not kept out). */
  knownAddresses: { name: "sign-in-known", limit: 1, windowMs: 30 * 24 * 60 * MINUTE },
  /** The owner hears of an attack on the account once a day at most. */
  attackWarnings: { name: "attack-warning", limit: 1, windowMs: 24 * 60 * MINUTE },
  /** Wrong current passwords of a signed-in user (e-mail change). */
  currentPasswordFailures: { name: "current-password", limit: 5, windowMs: 15 * MINUTE },
  /** Requests that send mail per client address; mails per e-mail address (extra ones are silently not sent). */
  mailRequestsPerAddress: { name: "mail-requests", limit: 5, windowMs: 15 * MINUTE },
  mailsPerAccount: { name: "mails", limit: 3, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** After the free failures, each further attempt on the account waits 1 s, 2 s, 4 s ... up to a minute. */
export const SLOW_DOWN = { firstDelayMs: 1000, maxDelayMs: MINUTE };
export const slowDownMs = (failures: number) =>
  Math.min(SLOW_DOWN.maxDelayMs, SLOW_DOWN.firstDelayMs * 2 ** (failures - AUTH_LIMITS.failuresPerAccount.limit));

// On the operator's host no tenant is resolved: its operators are the platform's accounts (decision 26).
const accountKey = (c: Context<AppEnv>, email: string) =>
  `${(c.get("site") as typeof c.var.site | undefined)?.tenant.id ?? "platform"}:${normaliseEmail(email)}`;

/** One request that sends mail, per client address and kind of request; 429 beyond the limit. */
export async function limitMailRequest(c: Context<AppEnv>, kind: string): Promise<void> {
  const limit = AUTH_LIMITS.mailRequestsPerAddress;
  const wait = retryAfterMs(limit, await countHit(c.get("deps").db, limit, `${kind}:${clientAddressKey(c)}`));
  if (wait > 0) throw tooManyRequests(c, wait);
}

/** Counts a mail of this kind to the address; false beyond the limit (the answer stays the same, no mail goes). */
export async function mayMailAccount(c: Context<AppEnv>, kind: string, email: string): Promise<boolean> {
  const limit = AUTH_LIMITS.mailsPerAccount;
  return retryAfterMs(limit, await countHit(c.get("deps").db, limit, `${kind}:${accountKey(c, email)}`)) === 0;
}

export interface SignInAttempt {
  account: string;
  pair: string;
  /** The address's first attempt on the account in the pair's window: a failure adds one failing address. */
  firstFromAddress: boolean;
}

/**
 * Lets a sign-in attempt through or answers 429: too many from the address, too many on the account from the
 * address, or the account is slowing down and this address failed on it before, or the failures come from many
 * addresses (guessing spread over them). An address the account signed in from passes the slow-down, and any other
 * gets an attempt after the delay: the owner is slowed at worst, never locked out.
 */
export async function admitSignIn(c: Context<AppEnv>, email: string): Promise<SignInAttempt> {
  const { db, signInLimitPerAddress } = c.get("deps");
  const now = Date.now();
  const address = clientAddressKey(c);
  const perAddress = { ...AUTH_LIMITS.signInPerAddress, limit: signInLimitPerAddress ?? AUTH_LIMITS.signInPerAddress.limit };
  const account = accountKey(c, email);
  const waits = [retryAfterMs(perAddress, await countHit(db, perAddress, address, now), now)];
  const pair = await countHit(db, AUTH_LIMITS.signInPerPair, `${account}@${address}`, now);
  waits.push(retryAfterMs(AUTH_LIMITS.signInPerPair, pair, now));
  if (waits.some((wait) => wait > 0)) throw tooManyRequests(c, Math.max(...waits));
  const attempt = { account, pair: `${account}@${address}`, firstFromAddress: pair.count === 1 };
  const failures = await peekCount(db, AUTH_LIMITS.failuresPerAccount, account, now);
  if (failures && failures.count >= AUTH_LIMITS.failuresPerAccount.limit && (await slowedFrom(c, attempt, now))) {
    const delay = slowDownMs(failures.count);
    if (!(await claimAfterDelay(db, AUTH_LIMITS.failuresPerAccount, account, delay, now))) {
      throw tooManyRequests(c, Math.max(1000, failures.lastAt + delay - now));
    }
  }
  return attempt;
}

/** Whether the account's slow-down holds this address: one that failed on it, or any new one once many failed. */
async function slowedFrom(c: Context<AppEnv>, attempt: SignInAttempt, now: number): Promise<boolean> {
  const { db } = c.get("deps");
  if (await peekCount(db, AUTH_LIMITS.knownAddresses, attempt.pair, now)) return false;
  if (!attempt.firstFromAddress) return true;
  const spread = await peekCount(db, AUTH_LIMITS.failingAddressesPerAccount, attempt.account, now);
  return spread !== null && spread.count >= AUTH_LIMITS.failingAddressesPerAccount.limit;
}

/** Counts a failure; true when the owner should now be warned (the account is slowing down, first time today). */
export async function recordSignInFailure(c: Context<AppEnv>, attempt: SignInAttempt): Promise<boolean> {
  const { db } = c.get("deps");
  const failures = await countHit(db, AUTH_LIMITS.failuresPerAccount, attempt.account);
  if (attempt.firstFromAddress) await countHit(db, AUTH_LIMITS.failingAddressesPerAccount, attempt.account);
  if (failures.count < AUTH_LIMITS.failuresPerAccount.limit) return false;
  return (await countHit(db, AUTH_LIMITS.attackWarnings, attempt.account)).count === 1;
}

/**
 * A success clears the address's attempts on the account and makes it a known address of the account; the account's
 * failures stay (the guesser is still out there).
 */
export async function recordSignInSuccess(c: Context<AppEnv>, attempt: SignInAttempt): Promise<void> {
  const { db } = c.get("deps");
  await clearCount(db, AUTH_LIMITS.signInPerPair, attempt.pair);
  await countHit(db, AUTH_LIMITS.knownAddresses, attempt.pair);
}

/** A signed-in user's wrong current passwords: five lock the check for a while (no stranger can reach it). */
export async function currentPasswordWait(c: Context<AppEnv>, userId: number): Promise<number> {
  const limit = AUTH_LIMITS.currentPasswordFailures;
  const key = `${c.get("site").tenant.id}:${userId}`;
  const counted = await peekCount(c.get("deps").db, limit, key);
  return counted && counted.count >= limit.limit ? Math.max(1, counted.windowEndsAt - Date.now()) : 0;
}

export async function recordCurrentPasswordFailure(c: Context<AppEnv>, userId: number): Promise<void> {
  await countHit(c.get("deps").db, AUTH_LIMITS.currentPasswordFailures, `${c.get("site").tenant.id}:${userId}`);
}

/** Milliseconds until another mail of this kind may go to the account (peek), 0 when it may now. */
export async function accountMailWait(c: Context<AppEnv>, kind: string, key: string): Promise<number> {
  const limit = AUTH_LIMITS.mailsPerAccount;
  const counted = await peekCount(c.get("deps").db, limit, `${kind}:${key}`);
  return counted && counted.count >= limit.limit ? Math.max(1, counted.windowEndsAt - Date.now()) : 0;
}

export async function countAccountMail(c: Context<AppEnv>, kind: string, key: string): Promise<void> {
  await countHit(c.get("deps").db, AUTH_LIMITS.mailsPerAccount, `${kind}:${key}`);
}
