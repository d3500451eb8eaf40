import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): about 10-15 ms to verify on one core
 * of this machine, so sign-in stays fast while guessing stays expensive.
 */
export const ARGON2_PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

/** Without a hash (no account, or invited without a password yet) a decoy is verified: the same time, always false. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return burnPasswordCheck(password).then(() => false);
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A hash to verify against when the account does not exist, so timing does not reveal which e-mails have one.
let decoy: Promise<string> | undefined;
async function burnPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword("decoy-password-that-nobody-has");
  await verify(await decoy, password).catch(() => false);
}
