import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { TenantId } from "../../config/tenants";
import type { Executor } from "../../db/client";
import type { FileStorage } from "../../storage/file-storage";
import { uploads } from "./media.table";

interface Size {
  width: number;
  height: number;
}

/** A picture committed as the two WebP variants an upload has (made by one of our scripts), and where to store it. */
export interface CommittedImage {
  large: Buffer;
  small: Buffer;
  path: string;
  smallPath: string;
}

/**
 * The pictures of a folder of committed variants (beside the seed's source, or under another name beside the built
 * server), read once per process: every test app seeds every tenant. `name.webp` and `name-<small width>.webp`.
 */
export function committedImages(folders: string[], sizes: { large: Size; small: Size }) {
  const folder = folders.find((dir) => existsSync(dir));
  const files = new Map<string, Buffer>();
  const read = (name: string) => {
    if (!folder) throw new Error(`none of the image folders is there: ${folders.join(", ")}`);
    let bytes = files.get(name);
    if (!bytes) {
      bytes = readFileSync(path.join(folder, name));
      files.set(name, bytes);
    }
    return bytes;
  };
  return {
    /** The picture `name` to be stored under `key` (without extension) in the tenant's storage. */
    image: (name: string, key: string): CommittedImage => ({
      large: read(`${name}.webp`),
      small: read(`${name}-${sizes.small.width}.webp`),
      path: `${key}.webp`,
      smallPath: `${key}-${sizes.small.width}.webp`,
    }),
    /** Stores the pictures and makes them uploads of the tenant, as they are (nothing is decoded); path -> upload id. */
    async store(tx: Executor, storage: FileStorage, tenant: TenantId, images: CommittedImage[]): Promise<Map<string, number>> {
      await Promise.all(
        images.flatMap((file) => [
          storage.put(file.path, file.large, "image/webp"),
          storage.put(file.smallPath, file.small, "image/webp"),
        ]),
      );
      const rows = await tx
        .insert(uploads)
        .values(
          images.map((file) => ({
            tenantId: tenant,
            sourceType: "image/webp" as const,
            contentType: "image/webp" as const,
            path: file.path,
            ...sizes.large,
            bytes: file.large.byteLength,
            smallPath: file.smallPath,
            smallWidth: sizes.small.width,
            smallHeight: sizes.small.height,
          })),
        )
        .returning({ id: uploads.id, path: uploads.path });
      return new Map(rows.map((row) => [row.path, row.id]));
    },
  };
}
