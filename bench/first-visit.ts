import { requestAt } from "./server-process";

/** What a CDN sees of one public page on a visitor's first request, and on its revalidation (issue 42, item 3). */
export interface FirstVisit {
  path: string;
  status: number;
  cacheControl: string;
  setsCookie: boolean;
  etag: string;
  /** The status of the same GET with If-None-Match: the ETag. */
  revalidatedStatus: number;
}

const get = (port: number, host: string, urlPath: string, headers: Record<string, string> = {}) =>
  requestAt(port, host, urlPath, { headers });

/** A new visitor's GET (no cookie) of each path, as a browser sends it, then the conditional GET a CDN would send. */
export async function checkFirstVisits(port: number, host: string, paths: string[]): Promise<FirstVisit[]> {
  const visits: FirstVisit[] = [];
  for (const path of paths) {
    const first = await get(port, host, path, { "accept-encoding": "br, gzip", accept: "text/html" });
    const etag = String(first.headers.etag ?? "");
    const again = etag ? await get(port, host, path, { "accept-encoding": "br, gzip", "if-none-match": etag }) : undefined;
    visits.push({
      path,
      status: first.status,
      cacheControl: String(first.headers["cache-control"] ?? ""),
      setsCookie: first.headers["set-cookie"] !== undefined,
      etag,
      revalidatedStatus: again?.status ?? 0,
    });
  }
  return visits;
}

/** Shareable: a 200 that a shared cache may keep, without a cookie, with an ETag that revalidates to a 304. */
export function isShareable(visit: FirstVisit): boolean {
  return (
    visit.status === 200 &&
    /\bpublic\b/.test(visit.cacheControl) &&
    /\bs-maxage=\d+/.test(visit.cacheControl) &&
    !visit.setsCookie &&
    visit.etag !== "" &&
    visit.revalidatedStatus === 304
  );
}
