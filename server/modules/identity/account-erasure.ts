import type { TenantId } from "../../config/tenants";
import type { Transaction } from "../../db/client";

/** What a module above identity erases with an account, in the account's own transaction. */
export type AccountErasure = (tx: Transaction, tenant: TenantId, userId: number) => Promise<void>;

const erasures = new Set<AccountErasure>();

/**
 * Modules above identity hold personal data identity cannot name; server/app.ts provides their erasures when it
 * mounts the routes. Without one, an account's deletion erases identity's own data only.
 */
export function provideAccountErasure(erasure: AccountErasure): void {
  erasures.add(erasure);
}

export async function eraseProvidedData(tx: Transaction, tenant: TenantId, userId: number): Promise<void> {
  for (const erase of erasures) await erase(tx, tenant, userId);
}
