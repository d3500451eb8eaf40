import type { z } from "zod";
import { mediaFileResourceSchema } from "../../../contract/media-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { uploadUrl } from "./media.service";
import type { MediaFileView } from "./media-files.service";

export const mediaFileResource: ResourceDefinition<MediaFileView, z.output<typeof mediaFileResourceSchema>> = {
  type: "media_files",
  schema: mediaFileResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    kind: row.kind,
    name: row.name,
    altText: row.altText,
    url: uploadUrl(row.upload?.path ?? row.path ?? ""),
    thumbnailUrl: row.upload ? uploadUrl(row.upload.smallPath) : null,
    contentType: row.contentType,
    bytes: row.bytes,
    width: row.upload?.width ?? null,
    height: row.upload?.height ?? null,
    // What vacancies and the centre profile take today (their image and logo fields are upload ids).
    uploadId: row.uploadId === null ? null : String(row.uploadId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }),
  selfLink: (row) => `/api/v1/media_files/${row.id}`,
};
