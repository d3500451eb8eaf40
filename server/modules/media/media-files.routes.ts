import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { IMAGE_MAX_BYTES } from "../../../contract/media";
import {
  DOCUMENT_MAX_BYTES,
  MEDIA_KINDS,
  type MediaKind,
  mediaFileFieldsFor,
  mediaFileUpdateSchemaFor,
} from "../../../contract/media-files";
import { mediaLibraryMeta, mediaUsagesMeta } from "../../../contract/media-resource";
import type { Translate } from "../../../contract/validation";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { pathId } from "../../http/jsonapi/path-id";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { described } from "../../http/openapi/described";
import { responds } from "../../http/openapi/responds";
import { MEDIA_BODY_LIMIT } from "../../http/request-limits";
import type { AppEnv } from "../../http/types";
import { authorized } from "../../policy/authorize";
import { MAX_MEGAPIXELS } from "./image-processing";
import { createMediaFile } from "./media-file-uploads.service";
import { canManageMedia } from "./media-files.policy";
import { mediaFileResource } from "./media-files.resource";
import {
  deleteMediaFile,
  findMediaFile,
  type Library,
  listMediaFiles,
  MEDIA_SORTS,
  MediaFileError,
  MediaInUseError,
  mediaFileUsages,
  updateMediaFile,
} from "./media-files.service";
import { megabytes } from "./megabytes";

export const mediaFileRoutes = new Hono<AppEnv>();

/** 500 MB unless MEDIA_QUOTA_MB says otherwise. */
const DEFAULT_QUOTA_BYTES = 500 * 1024 * 1024;
const quotaOf = (c: Context<AppEnv>) => c.get("deps").mediaQuotaBytes ?? DEFAULT_QUOTA_BYTES;

/** The library is the site's centre's: an admin reaches another centre's through that centre's site. */
const libraryOf = (c: Context<AppEnv>): Library => ({ tenant: c.get("site").tenant.id, centerId: c.get("site").center.id });

const mayManage = authorized((actor, c) => canManageMedia(actor, c.get("site").center.id));

const fieldError = (c: Context<AppEnv>, field: string, detail: string) =>
  new AppError(422, "validation_failed", c.get("t")("api-errors:api.validation_failed"), [
    { detail, source: { pointer: `/data/attributes/${field}` } },
  ]);

function mediaFileError(c: Context<AppEnv>, error: MediaFileError) {
  const { t } = c.var;
  const tooLarge = (path: string, max: number) => t("validation:imageTooLarge", { path, size: `${max / 1024 / 1024} MB` });
  const detail = {
    alt_required: () => t("validation:media.altTextRequired"),
    quota: () => t("validation:media.quota", { used: megabytes(c, error.usedBytes), quota: megabytes(c, quotaOf(c)) }),
    svg: () => t("validation:media.svg"),
    type: () => t("validation:media.type"),
    pixels: () => t("validation:image.pixels", { megapixels: MAX_MEGAPIXELS }),
    size: () => tooLarge(t("validation:media.documentPath"), DOCUMENT_MAX_BYTES),
    image_size: () => tooLarge(t("validation:image.path"), IMAGE_MAX_BYTES),
  }[error.reason]();
  return fieldError(c, error.field, detail);
}

interface UploadForm {
  file: Blob;
  name: string;
  alt_text: string | null;
}

/** The multipart fields file, name and alt_text as `c.req.valid("form")`; a 422 per field that is wrong. */
const uploadForm: MiddlewareHandler<AppEnv, string, { out: { form: UploadForm } }> = described(
  async (c, next) => {
    const { t } = c.var;
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("file");
    const text = (key: string) => {
      const value = form?.get(key);
      return typeof value === "string" ? value : undefined;
    };
    const fields = mediaFileFieldsFor(t as Translate).safeParse({ name: text("name") ?? "", alt_text: text("alt_text") });
    const errors = fields.success
      ? []
      : fields.error.issues.map((issue) => ({
          detail: issue.message,
          source: { pointer: `/data/attributes/${String(issue.path[0])}` },
        }));
    if (!(file instanceof Blob) || file.size === 0) {
      errors.unshift({ detail: t("validation:media.fileRequired"), source: { pointer: "/data/attributes/file" } });
    }
    if (errors.length || !fields.success)
      throw new AppError(422, "validation_failed", t("api-errors:api.validation_failed"), errors);
    c.req.addValidatedData("form", { file, ...fields.data });
    await next();
  },
  { kind: "multipart", files: ["file"], fields: (c) => mediaFileFieldsFor(c.get("t") as Translate) },
);

/** GET /api/v1/media_files: the centre's library, newest first; meta says the bytes used and the quota. */
mediaFileRoutes.get(
  "/media_files",
  responds({
    summary: "List the media library",
    description: "The centre's images and documents, newest first; `meta` says the bytes used and the quota.",
    resource: mediaFileResource,
    list: "paged",
    meta: mediaLibraryMeta,
  }),
  mayManage,
  jsonApiQuery({ filters: ["search", "kind"], sorts: MEDIA_SORTS }),
  async (c) => {
    const query = c.req.valid("query");
    const kind = query.filter.kind;
    if (kind !== undefined && !MEDIA_KINDS.includes(kind as MediaKind)) {
      const detail = c.get("t")("api-errors:detail.search.badValue", {
        parameter: "filter[kind]",
        value: kind,
        allowed: MEDIA_KINDS.join(", "),
      });
      throw new AppError(400, "invalid_query", detail, [{ detail, source: { parameter: "filter[kind]" } }]);
    }
    const search = query.filter.search?.trim().slice(0, 100) || undefined;
    const { rows, total, usedBytes } = await listMediaFiles(c.get("deps").db, libraryOf(c), {
      search,
      kind: kind as MediaKind | undefined,
      sort: query.sort,
      page: query.page,
    });
    return sendDocument(
      c,
      toResourceDocument(mediaFileResource, rows, {
        list: listPage(c, query.page, total),
        meta: { used_bytes: usedBytes, quota_bytes: quotaOf(c) },
      }),
    );
  },
);

mediaFileRoutes.get(
  "/media_files/:id",
  responds({
    summary: "Read a media file",
    description: "With where it is used in `meta.usages`.",
    resource: mediaFileResource,
    meta: mediaUsagesMeta,
  }),
  mayManage,
  pathId("media_file"),
  async (c) => {
    const { id } = c.req.valid("param");
    const file = await findMediaFile(c.get("deps").db, libraryOf(c), id);
    if (!file) throw notFound(c, id);
    // Where the file is used, for the screen's "used in" and its delete warning.
    const usages = await mediaFileUsages(c.get("deps").db, libraryOf(c), file);
    return sendDocument(c, toResourceDocument(mediaFileResource, file, { meta: { usages } }));
  },
);

const notFound = (c: Context<AppEnv>, id: number) =>
  new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type: "media_file", id }));

/** POST /api/v1/media_files: multipart file, name and alt_text; an image by its bytes, or a PDF. */
mediaFileRoutes.post(
  "/media_files",
  responds({
    summary: "Add a file to the media library",
    description: "Multipart, the file in `file` with its name and (for an image) alt text.",
    resource: mediaFileResource,
    status: 201,
  }),
  mayManage,
  bodyLimit({
    maxSize: MEDIA_BODY_LIMIT,
    onError: (c) => {
      throw mediaFileError(c as Context<AppEnv>, new MediaFileError("file", "size"));
    },
  }),
  uploadForm,
  async (c) => {
    const { deps, user } = c.var;
    const { file, name, alt_text } = c.req.valid("form");
    const library = libraryOf(c);
    try {
      const input = { bytes: new Uint8Array(await file.arrayBuffer()), name, altText: alt_text };
      const created = await createMediaFile(deps.db, deps.storage, library, user.id, input, quotaOf(c));
      return sendDocument(c, toResourceDocument(mediaFileResource, created), 201);
    } catch (error) {
      if (!(error instanceof MediaFileError)) throw error;
      throw mediaFileError(c, error);
    }
  },
);

mediaFileRoutes.patch(
  "/media_files/:id",
  responds({ summary: "Update a media file", description: "Its name and alt text.", resource: mediaFileResource }),
  mayManage,
  pathId("media_file"),
  jsonApiBody("media_files", (c) => mediaFileUpdateSchemaFor(c.get("t") as Translate)),
  async (c) => {
    const { id } = c.req.valid("param");
    try {
      const file = await updateMediaFile(c.get("deps").db, libraryOf(c), id, c.req.valid("json"), c.get("user").id);
      if (!file) throw notFound(c, id);
      return sendDocument(c, toResourceDocument(mediaFileResource, file));
    } catch (error) {
      if (error instanceof MediaFileError) throw mediaFileError(c, error);
      throw error;
    }
  },
);

/** DELETE /api/v1/media_files/:id[?force=true]: a file in use is a 409 listing its uses unless forced. */
mediaFileRoutes.delete(
  "/media_files/:id",
  responds({
    summary: "Delete a media file",
    description: "One in use is a 409 listing its uses, unless `?force=true`.",
    query: { force: "`true`: delete it though it is in use." },
    errors: [409],
  }),
  mayManage,
  pathId("media_file"),
  async (c) => {
    const { id } = c.req.valid("param");
    const force = c.req.query("force") === "true";
    const { deps, t, user } = c.var;
    try {
      if (!(await deleteMediaFile(deps.db, deps.storage, libraryOf(c), id, force, user.id))) throw notFound(c, id);
    } catch (error) {
      if (!(error instanceof MediaInUseError)) throw error;
      const detail = t("validation:media.inUse", {
        usages: error.usages.map((use) => `${t(`validation:media.usage.${use.type}`)} "${use.label}"`).join(", "),
      });
      throw new AppError(409, "conflict", detail, [{ detail, meta: { usages: error.usages } }]);
    }
    return c.body(null, 204);
  },
);
