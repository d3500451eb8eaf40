import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The installation's keys for secrets kept encrypted at rest (ENCRYPTION_KEYS, decision 34). */
export interface SecretKeys {
  /** The key new values are sealed with. */
  current: string;
  keys: ReadonlyMap<string, Buffer>;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,16}$/;

/** `id=base64key,id=base64key`: the first seals, all open; each key is 32 random bytes (`openssl rand -base64 32`). */
export function parseSecretKeys(raw: string): SecretKeys {
  const entries = raw
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf("=");
      const id = entry.slice(0, at);
      if (at < 1 || !KEY_ID.test(id)) throw new Error(`'${entry.slice(0, 20)}…' is not id=key (id: letters, digits, - or _)`);
      const key = Buffer.from(entry.slice(at + 1), "base64");
      if (key.length !== 32) throw new Error(`key '${id}' is ${key.length} bytes; it must be 32 (openssl rand -base64 32)`);
      return [id, key] as const;
    });
  if (entries.length === 0) throw new Error("no key given");
  if (new Set(entries.map(([id]) => id)).size !== entries.length) throw new Error("a key id is given twice");
  return { current: entries[0][0], keys: new Map(entries) };
}

/** One freshly made key under the id, as `id=base64key`. */
export const newSecretKeyEntry = (id: string) => `${id}=${randomBytes(32).toString("base64")}`;

/** Where an installation without ENCRYPTION_KEYS keeps the key made for it (development, tests, demos). */
export const GENERATED_KEYS_FILE = "encryption-keys";

/**
 * ENCRYPTION_KEYS, else the key generated once into DATA_DIR (written with `wx`, so processes started together agree
 * on one). A production start on public hosts refuses to go without ENCRYPTION_KEYS (production-safety.ts).
 */
export function secretKeysOf(env: { ENCRYPTION_KEYS?: SecretKeys; DATA_DIR: string }, warn: (message: string) => void) {
  if (env.ENCRYPTION_KEYS) return env.ENCRYPTION_KEYS;
  const file = path.join(env.DATA_DIR, GENERATED_KEYS_FILE);
  mkdirSync(env.DATA_DIR, { recursive: true });
  try {
    writeFileSync(file, `${newSecretKeyEntry("generated")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  warn(`ENCRYPTION_KEYS is not set: using the key generated in ${file} (development, tests and demos only)`);
  return parseSecretKeys(readFileSync(file, "utf8"));
}
