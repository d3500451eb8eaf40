import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type FileStorage, STORAGE_KEY, type StoredFile } from "./file-storage";

/** Files in a folder on this machine (UPLOADS_DIR, default DATA_DIR/uploads). */
export function createLocalFolderStorage(folder: string): FileStorage {
  const root = path.resolve(folder);

  // The key pattern already rules out "..", absolute paths and backslashes; the prefix check is the second lock.
  const fileOf = (key: string): string | null => {
    if (!STORAGE_KEY.test(key)) return null;
    const file = path.resolve(root, key);
    return file.startsWith(`${root}${path.sep}`) ? file : null;
  };

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      if (!file) throw new Error(`not a storage key: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside it and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, bytes, { flag: "wx" });
      await rename(partial, file);
    },

    async putStream(key, body) {
      const file = fileOf(key);
      if (!file) throw new Error(`not a storage key: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      let size = 0;
      const counted = async function* () {
        for await (const chunk of body) {
          size += chunk.byteLength;
          yield chunk;
        }
      };
      try {
        await pipeline(counted, createWriteStream(partial, { flags: "wx" }));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      await rename(partial, file);
      return size;
    },

    async get(key): Promise<StoredFile | null> {
      const file = fileOf(key);
      if (!file) return null;
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, size: info.size };
    },

    async delete(key) {
      const file = fileOf(key);
      if (file) await rm(file, { force: true });
    },
  };
}
