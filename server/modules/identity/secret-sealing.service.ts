import { sql } from "drizzle-orm";
import type { SecretKeys } from "../../config/secret-keys";
import type { Database } from "../../db/client";
import { openSecret, SecretBoxError, sealedKeyId, sealSecret } from "../../security/secret-box";
import { platformOperatorTwoFactors } from "./operators.table";
import { userTwoFactors } from "./two-factor.table";

export interface SealingCount {
  /** Kept in plain before (migration 0067 found them so) and sealed now. */
  sealed: number;
  /** Sealed with an older key of ENCRYPTION_KEYS and sealed again with its first. */
  resealed: number;
  /** Sealed with a key ENCRYPTION_KEYS lacks (or a wrong one of its id): left as they are, their codes refused. */
  unopenable: number;
}

/**
 * Every stored two-step sign-in secret sealed with the current key (decision 34), at each start right after the
 * migrations, on the server's own connection (all tenants' rows and the operators'): the plain ones of before 0067,
 * and those of a key that has since rotated. Each row is written only where it still holds what was read.
 */
export async function sealStoredSecrets(db: Database, keys: SecretKeys): Promise<SealingCount> {
  const count: SealingCount = { sealed: 0, resealed: 0, unopenable: 0 };
  const current = `aes-256-gcm:${keys.current}:%`;
  for (const table of [userTwoFactors, platformOperatorTwoFactors]) {
    const result = await db.execute(sql`select ${table.id} as id, ${table.secret} as secret from ${table}
      where ${table.secret} not like ${current}`);
    for (const row of (result as unknown as { rows: { id: number; secret: string }[] }).rows) {
      let plain = row.secret;
      if (sealedKeyId(row.secret) !== null) {
        try {
          plain = openSecret(keys, row.secret);
        } catch (error) {
          if (!(error instanceof SecretBoxError)) throw error;
          count.unopenable++;
          continue;
        }
      }
      await db.execute(sql`update ${table} set secret = ${sealSecret(keys, plain)}
        where ${table.id} = ${row.id} and ${table.secret} = ${row.secret}`);
      count[plain === row.secret ? "sealed" : "resealed"]++;
    }
  }
  return count;
}
