import { SlidingWindowLimiter } from "../../http/rate-limit";

const MINUTE = 60_000;

/** The limits on guessing (issue 3, Security); one set per app. */
export function createAuthLimits(signInsPerAddress = 60) {
  return {
    /** Sign-in attempts per client address in five minutes. */
    signInPerAddress: new SlidingWindowLimiter(signInsPerAddress, 5 * MINUTE),
    /** Failed sign-ins per e-mail address (known or not, so the lock reveals nothing): then locked for a while. */
    failuresPerAccount: new SlidingWindowLimiter(5, 15 * MINUTE),
    /** Requests that send mail (reset links, sign-ups) per client address, and mails per e-mail address (extra ones are silently not sent). */
    mailRequestsPerAddress: new SlidingWindowLimiter(5, 15 * MINUTE),
    mailsPerAccount: new SlidingWindowLimiter(3, 60 * MINUTE),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
