import type { MediaUsage } from "../../../contract/media-files";
import type { TenantId } from "../../config/tenants";
import type { Database, Transaction } from "../../db/client";

/** The file whose uses are asked: an image's upload id and its URLs, a document's URL. */
export interface UsedFile {
  uploadId: number | null;
  urls: string[];
}

/** A higher module that shows media files (a vacancy's image, a centre's logo), inside the caller's transaction. */
export interface MediaUser {
  usagesOf(tx: Transaction, tenant: TenantId, file: UsedFile): Promise<MediaUsage[]>;
  /** A forced delete: let go of the file, so nothing shows a file that is gone. */
  release(tx: Transaction, tenant: TenantId, file: UsedFile): Promise<void>;
  /** After the delete is committed (e.g. tell other processes their copies are old). */
  afterRelease?(db: Database, tenant: TenantId): void;
}

// Media sits below the modules that use its files, so they hand themselves in (server/app.ts) rather than being imported.
const users: MediaUser[] = [];

export function provideMediaUsages(user: MediaUser) {
  if (!users.includes(user)) users.push(user);
}

/** Whether the modules that use files have handed themselves in (createApp): without them every file looks unused. */
export const mediaUsersProvided = () => users.length > 0;

/** Every use every provider knows of. */
export async function mediaUsagesOf(tx: Transaction, tenant: TenantId, file: UsedFile): Promise<MediaUsage[]> {
  const lists = [];
  // One after the other: they share the transaction's connection.
  for (const user of users) lists.push(await user.usagesOf(tx, tenant, file));
  return lists.flat();
}

export async function releaseMediaFile(tx: Transaction, tenant: TenantId, file: UsedFile) {
  for (const user of users) await user.release(tx, tenant, file);
}

export function afterMediaRelease(db: Database, tenant: TenantId) {
  for (const user of users) user.afterRelease?.(db, tenant);
}
