import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { IMPORT_LIMITS } from "../../contract/imports";
import { formatNumber } from "../../contract/intl-formats";
import { IMAGE_MAX_BYTES } from "../../contract/media";
import { DOCUMENT_MAX_BYTES } from "../../contract/media-files";
import { AppError } from "./app-error";
import { plainErrorPage } from "./plain-error-page";
import type { AppEnv } from "./types";

const KB = 1024;

/** All request headers together, request line included: node answers 431 beyond it (server/main.ts). */
export const MAX_HEADER_BYTES = 16 * KB;
/** Path and query: 414 beyond it. */
export const MAX_URL_BYTES = 8 * KB;
/** Query parameters: 400 beyond it. */
export const MAX_QUERY_PARAMETERS = 100;
/** The multipart envelope and text fields around an image just under its limit. */
export const MULTIPART_SLACK = 64 * KB;
/** POST /api/v1/uploads: an image of DESIGN.md §6 in its envelope; the route answers beyond it on the file field. */
export const UPLOAD_BODY_LIMIT = IMAGE_MAX_BYTES + MULTIPART_SLACK;
/** POST /api/v1/media_files: a PDF (the larger of its two kinds) with its name and alt text. */
export const MEDIA_BODY_LIMIT = DOCUMENT_MAX_BYTES + MULTIPART_SLACK;
/** POST /api/v1/imports: a spreadsheet of a centre's organizations or volunteers with its kind and mapping. */
export const IMPORT_BODY_LIMIT = IMPORT_LIMITS.maxBytes + MULTIPART_SLACK;

interface BodyRule {
  path: RegExp;
  maxSize: number;
  /** The route refuses a larger body itself, with a message on its field (the table still says how large). */
  checkedByRoute?: boolean;
}

/** Body limits by path, first match wins: small by default, larger only where a form carries an image (DESIGN.md §6). */
export const BODY_LIMITS: readonly BodyRule[] = [
  { path: /^\/api\/v1\/uploads$/, maxSize: UPLOAD_BODY_LIMIT, checkedByRoute: true },
  { path: /^\/api\/v1\/media_files$/, maxSize: MEDIA_BODY_LIMIT, checkedByRoute: true },
  { path: /^\/api\/v1\/imports$/, maxSize: IMPORT_BODY_LIMIT, checkedByRoute: true },
  { path: /^\/(api|auth)\//, maxSize: 64 * KB },
  // The page forms that carry a file; a hydrated page posts to its route's .data (single fetch), one without script
  // to the route itself. The vacancy form with its image: its action answers an image just too large on the field.
  { path: /^\/[a-z]{2}\/vacancies\/(add|[^/]+\/edit)(\.data)?$/, maxSize: IMAGE_MAX_BYTES + 1024 * KB },
  // The media library's upload form: a PDF up to its limit.
  { path: /^\/[a-z]{2}\/content\/file-upload(\.data)?$/, maxSize: DOCUMENT_MAX_BYTES + 1024 * KB },
  // The import screen's upload: a spreadsheet up to the import's limit.
  { path: /^\/[a-z]{2}\/import(\.data)?$/, maxSize: IMPORT_BODY_LIMIT },
  { path: /^\//, maxSize: 256 * KB },
];

const isApiPath = (path: string) => path.startsWith("/api/") || path.startsWith("/auth/");

function sizeText(c: Context<AppEnv>, bytes: number) {
  const megabytes = bytes >= 1024 * KB;
  const amount = formatNumber(c.get("locale"), bytes / (megabytes ? 1024 * KB : KB), 1);
  return `${amount} ${megabytes ? "MB" : "kB"}`;
}

/** A refusal as a JSON:API error for API clients (through onError), as a small HTML page for a browser's form. */
function refuse(
  c: Context<AppEnv>,
  status: 400 | 413 | 414,
  code: "invalid_query" | "payload_too_large" | "uri_too_long",
  detail: string,
) {
  if (isApiPath(c.req.path)) throw new AppError(status, code, detail);
  c.header("Cache-Control", "no-store");
  return plainErrorPage(c, status, detail);
}

const bodyLimits = new Map(
  BODY_LIMITS.map((rule) => [
    rule,
    bodyLimit({
      maxSize: rule.maxSize,
      onError: (c) =>
        refuse(
          c as Context<AppEnv>,
          413,
          "payload_too_large",
          c.get("t")("api-errors:detail.bodyTooLarge", { size: sizeText(c as Context<AppEnv>, rule.maxSize) }),
        ),
    }),
  ]),
);

/** URL length, query parameter count and body size, checked before a route reads anything. */
export const requestLimits = createMiddleware<AppEnv>(async (c, next) => {
  const url = c.req.url;
  const target = url.slice(url.indexOf("/", url.indexOf("//") + 2));
  if (target.length > MAX_URL_BYTES) {
    return refuse(c, 414, "uri_too_long", c.get("t")("api-errors:detail.uriTooLong", { size: sizeText(c, MAX_URL_BYTES) }));
  }
  const query = target.indexOf("?");
  if (query >= 0 && target.slice(query + 1).split("&").length > MAX_QUERY_PARAMETERS) {
    return refuse(c, 400, "invalid_query", c.get("t")("api-errors:detail.tooManyParameters", { max: MAX_QUERY_PARAMETERS }));
  }
  const rule = BODY_LIMITS.find((candidate) => candidate.path.test(c.req.path));
  const limit = rule && !rule.checkedByRoute ? bodyLimits.get(rule) : undefined;
  return limit ? limit(c, next) : next();
});
