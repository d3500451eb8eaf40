/**
 * Where uploaded files live, behind this one small interface: a local folder by default, an S3-compatible bucket
 * when STORAGE_URL is set (serve.ts).
 * Keys are relative paths such as "oldebroek/2026/abc.webp"; a key is written once and never rewritten.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Writes a file as it comes, never whole in memory (a tenant's export); answers its size. Stored whole or not at
   * all: a body that fails leaves nothing under the key.
   */
  putStream(key: string, body: AsyncIterable<Uint8Array>, contentType: string): Promise<number>;
  /** The file under the key, or null when there is none (or the key is not one we would write). */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
}

/** What a key may look like: lowercase folders and a file name of letters, digits, '-' and '_' with one extension. */
export const STORAGE_KEY = /^(?:[a-z0-9][a-z0-9_-]{0,63}\/){1,4}[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.[a-z0-9]{2,5}$/;
