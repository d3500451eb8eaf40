import { createHash, randomBytes } from "node:crypto";

/** A random token for a link or a session: 256 bits, URL-safe. */
export const newSecretToken = () => randomBytes(32).toString("base64url");

/** Tokens are high-entropy, so a plain SHA-256 is enough to store them without keeping the token itself. */
export const hashSecretToken = (token: string) => createHash("sha256").update(token).digest("hex");
