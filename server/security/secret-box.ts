import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { SecretKeys } from "../config/secret-keys";

/**
 * Secrets kept encrypted at rest (decision 34): AES-256-GCM under one of the installation's keys, named by its id so
 * keys can rotate. A sealed value reads `aes-256-gcm:<key id>:<iv>:<ciphertext>:<tag>` (base64url).
 */
const PREFIX = "aes-256-gcm";

/** A value that cannot be opened: its key is not among ours, or another key of that id sealed it (or it was altered). */
export class SecretBoxError extends Error {}

export function sealSecret(keys: SecretKeys, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keys.keys.get(keys.current) as Buffer, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [PREFIX, keys.current, iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(":");
}

/** The id of the key a sealed value needs, or null when the value is not sealed at all. */
export function sealedKeyId(value: string): string | null {
  const parts = value.split(":");
  return parts.length === 5 && parts[0] === PREFIX ? parts[1] : null;
}

/** The plain value; a SecretBoxError when it is not sealed, its key is unknown or wrong, or it was altered. */
export function openSecret(keys: SecretKeys, sealed: string): string {
  const id = sealedKeyId(sealed);
  if (id === null) throw new SecretBoxError("the value is not sealed");
  const key = keys.keys.get(id);
  if (!key) throw new SecretBoxError(`no key with id '${id}' is configured`);
  const [, , iv, body, tag] = sealed.split(":").map((part) => Buffer.from(part, "base64url"));
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    throw new SecretBoxError(`key '${id}' does not open the value (another key of that id sealed it, or it was altered)`);
  }
}
