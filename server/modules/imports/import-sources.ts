import { and, eq, inArray } from "drizzle-orm";
import type { ImportKind } from "../../../contract/imports";
import type { Transaction } from "../../db/client";
import type { Scope } from "./import-kinds";
import { importSources } from "./imports.table";

const CHUNK = 1000;
export const chunks = <T>(list: T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** What import_sources remembers: the rows of each kind, and a WordPress zip's images (by their bytes' hash). */
export type ImportSourceKind = ImportKind | "images";

/** The targets earlier imports of this centre made for these keys. */
export async function linkedTargets(tx: Transaction, scope: Scope, kind: ImportSourceKind, keys: string[]) {
  const found = new Map<string, number>();
  for (const part of chunks([...new Set(keys)])) {
    const rows = await tx
      .select({ key: importSources.sourceKey, targetId: importSources.targetId })
      .from(importSources)
      .where(
        and(
          eq(importSources.tenantId, scope.tenant),
          eq(importSources.centerId, scope.centerId),
          eq(importSources.kind, kind),
          inArray(importSources.sourceKey, part),
        ),
      );
    for (const row of rows) found.set(row.key, row.targetId);
  }
  return found;
}
