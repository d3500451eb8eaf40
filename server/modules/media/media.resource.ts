import type { z } from "zod";
import { uploadResourceSchema } from "../../../contract/media-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { type UploadRow, uploadUrl } from "./media.service";

export const uploadResource: ResourceDefinition<UploadRow, z.output<typeof uploadResourceSchema>> = {
  type: "uploads",
  schema: uploadResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    url: uploadUrl(row.path),
    smallUrl: uploadUrl(row.smallPath),
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    smallWidth: row.smallWidth,
    smallHeight: row.smallHeight,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
  }),
  selfLink: (row) => `/api/v1/uploads/${row.id}`,
};
