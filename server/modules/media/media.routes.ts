import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { IMAGE_MAX_BYTES, imageFileRule } from "../../../contract/media";
import type { Translate } from "../../../contract/validation";
import { featureFlagsFor } from "../../config/feature-flags";
import { withTenant } from "../../db/client";
import { AppError } from "../../http/app-error";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { described } from "../../http/openapi/described";
import { responds } from "../../http/openapi/responds";
import { UPLOAD_BODY_LIMIT } from "../../http/request-limits";
import type { AppEnv } from "../../http/types";
import { requestLimit } from "../../limits/address-limit";
import { authorized } from "../../policy/authorize";
import { ImageRejectedError } from "./image-processing";
import { canUploadImages } from "./media.policy";
import { uploadResource } from "./media.resource";
import { storedBytesOf, storeImage, UploadQuotaError } from "./media.service";
import { megabytes } from "./megabytes";
import { type UploadAllowance, uploadAllowanceOf } from "./upload-allowance";

// The request variable this module sets (decision 8).
declare module "hono" {
  interface ContextVariableMap {
    /** What the signed-in uploader may upload (POST /api/v1/uploads). */
    uploadAllowance: UploadAllowance;
  }
}

export const mediaRoutes = new Hono<AppEnv>();

const POINTER = "/data/attributes/file";

const fileError = (detail: string) => new AppError(422, "validation_failed", detail, [{ detail, source: { pointer: POINTER } }]);

const tooLarge = (c: Context<AppEnv>) =>
  c.get("t")("validation:imageTooLarge", {
    path: c.get("t")("validation:image.path"),
    size: `${IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  });

const quotaError = (c: Context<AppEnv>, allowance: UploadAllowance, used: number) =>
  fileError(c.get("t")("validation:image.quota", { used: megabytes(c, used), quota: megabytes(c, allowance.storedBytes) }));

/** The uploader's allowance, and every attempt counted against his rate (429) before a byte of the body is read. */
const withinAllowance: MiddlewareHandler<AppEnv> = async (c, next) => {
  const allowance = uploadAllowanceOf(await c.get("actor")(), c.get("site").center.id);
  await requestLimit(allowance.rate, (c) => String(c.get("user").id)).count(c);
  c.set("uploadAllowance", allowance);
  await next();
};

/** The multipart field "file": an image of at most IMAGE_MAX_BYTES, as `c.req.valid("form").file`; else a 422. */
const imageFile: MiddlewareHandler<AppEnv, string, { out: { form: { file: Blob } } }> = described(
  async (c, next) => {
    const { t } = c.var;
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("file");
    if (!(file instanceof Blob) || file.size === 0) throw fileError(t("validation:image.required"));
    const size = imageFileRule(t as Translate).safeParse(file);
    if (!size.success) throw fileError(size.error.issues[0].message);
    c.req.addValidatedData("form", { file });
    await next();
  },
  { kind: "multipart", files: ["file"] },
);

/** POST /api/v1/uploads: multipart, the image in the field "file"; answers the stored upload (201). */
mediaRoutes.post(
  "/uploads",
  responds({
    summary: "Upload an image",
    description: "Multipart, the image in `file`: stored as WebP with a small version, within the uploader's allowance.",
    resource: uploadResource,
  }),
  // Who may upload is known before a byte of the body is read.
  authorized((actor, c) =>
    canUploadImages(actor, featureFlagsFor(c.get("site").tenant, c.get("site").appContext).volunteerProfiles),
  ),
  withinAllowance,
  bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT,
    onError: (c) => {
      throw fileError(tooLarge(c as Context<AppEnv>));
    },
  }),
  imageFile,
  async (c) => {
    const { deps, site, t, user } = c.var;
    const { file } = c.req.valid("form");
    const allowance = c.get("uploadAllowance");
    const tenant = site.tenant.id;
    // Full is told before anything is decoded; the exact sum is checked again as the upload is added.
    const used = await withTenant(deps.db, tenant, (tx) => storedBytesOf(tx, tenant, user.id));
    if (used >= allowance.storedBytes) throw quotaError(c, allowance, used);
    try {
      const upload = await storeImage(deps.db, deps.storage, tenant, user.id, new Uint8Array(await file.arrayBuffer()), {
        maxMegapixels: allowance.megapixels,
        quotaBytes: allowance.storedBytes,
        signal: c.get("signal"),
      });
      return sendDocument(c, toResourceDocument(uploadResource, upload), 201);
    } catch (error) {
      if (error instanceof UploadQuotaError) throw quotaError(c, allowance, error.usedBytes);
      if (!(error instanceof ImageRejectedError)) throw error;
      throw fileError(
        error.reason === "pixels"
          ? t("validation:image.pixels", { megapixels: allowance.megapixels })
          : t("validation:image.type"),
      );
    }
  },
);
