import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";
import pLimit from "p-limit";

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 10-15 ms to verify on one core
 * of this machine, so sign-in stays fast while guessing stays expensive.
 */
export const ARGON2_PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Each hash holds its 19 MiB while it runs: one per core at a time. More would only wait for a core, holding their
// memory (a burst of sign-ins added 80 MB to the process) and the thread pool that files and compression use too.
const onePerCore = pLimit(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return onePerCore(() => hash(password, ARGON2_PARAMS));
}

/** Without a hash (no account, or invited without a password yet) a decoy is verified: the same time, always false. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return burnPasswordCheck(password).then(() => false);
  try {
    return await onePerCore(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

// A hash to verify against when the account does not exist, so timing does not reveal which e-mails have one.
let decoy: Promise<string> | undefined;
async function burnPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword("decoy-password-that-nobody-has");
  const decoyHash = await decoy;
  await onePerCore(() => verify(decoyHash, password)).catch(() => false);
}
