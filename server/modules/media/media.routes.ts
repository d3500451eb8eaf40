import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { IMAGE_MAX_BYTES, imageFileRule } from "../../../contract/media";
import type { Translate } from "../../../contract/validation";
import { featureFlagsFor } from "../../config/feature-flags";
import { AppError } from "../../http/app-error";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { UPLOAD_BODY_LIMIT } from "../../http/request-limits";
import type { AppEnv } from "../../http/types";
import { authorized } from "../../policy/authorize";
import { ImageRejectedError, MAX_MEGAPIXELS } from "./image-processing";
import { canUploadImages } from "./media.policy";
import { uploadResource } from "./media.resource";
import { storeImage } from "./media.service";

export const mediaRoutes = new Hono<AppEnv>();

const POINTER = "/data/attributes/file";

const fileError = (detail: string) => new AppError(422, "validation_failed", detail, [{ detail, source: { pointer: POINTER } }]);

const tooLarge = (c: Context<AppEnv>) =>
  c.get("t")("validation:imageTooLarge", {
    path: c.get("t")("validation:image.path"),
    size: `${IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  });

/** The multipart field "file": an image of at most IMAGE_MAX_BYTES, as `c.req.valid("form").file`; else a 422. */
const imageFile: MiddlewareHandler<AppEnv, string, { out: { form: { file: Blob } } }> = async (c, next) => {
  const { t } = c.var;
  const form = await c.req.formData().catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof Blob) || file.size === 0) throw fileError(t("validation:image.required"));
  const size = imageFileRule(t as Translate).safeParse(file);
  if (!size.success) throw fileError(size.error.issues[0].message);
  c.req.addValidatedData("form", { file });
  await next();
};

/** POST /api/v1/uploads: multipart, the image in the field "file"; answers the stored upload (201). */
mediaRoutes.post(
  "/uploads",
  // Who may upload is known before a byte of the body is read.
  authorized((actor, c) =>
    canUploadImages(actor, featureFlagsFor(c.get("site").tenant.id, c.get("site").appContext).volunteerProfiles),
  ),
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
    try {
      const upload = await storeImage(deps.db, deps.storage, site.tenant.id, user.id, new Uint8Array(await file.arrayBuffer()));
      return sendDocument(c, toResourceDocument(uploadResource, upload), 201);
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      throw fileError(
        error.reason === "pixels" ? t("validation:image.pixels", { megapixels: MAX_MEGAPIXELS }) : t("validation:image.type"),
      );
    }
  },
);
