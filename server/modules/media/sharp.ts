import type { default as Sharp } from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) loaded on the first image rather than at start: it adds about 21 MiB to every server process, and
 * most processes never see an upload.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    // Rather less memory than speed: uploads are rare, the machine is shared.
    sharp.cache(false);
    // One libvips thread per image: decodes already wait their turn (decode-queue.ts), the cores serve requests.
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
