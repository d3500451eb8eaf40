import pLimit from "p-limit";

/**
 * Decodes at once per process: a large image takes hundreds of MB outside the V8 heap while libvips decodes it,
 * so uploads wait their turn rather than all decoding together (8 of 49 megapixels took a process past 1.2 GB).
 */
export const DECODES_AT_ONCE = 1;

const queue = pLimit(DECODES_AT_ONCE);

/** Runs `work` in its turn; a request that was answered (timed out, client gone) meanwhile is dropped unstarted. */
export function decodeInTurn<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  return queue(() => {
    signal?.throwIfAborted();
    return work();
  });
}
