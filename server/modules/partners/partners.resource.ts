import type { z } from "zod";
import { partnerResourceSchema } from "../../../contract/partners-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { uploadUrl } from "../media/media.service";
import type { PartnerRow } from "./partners.service";

export const partnerResource: ResourceDefinition<PartnerRow, z.output<typeof partnerResourceSchema>> = {
  type: "partners",
  schema: partnerResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    name: row.name,
    url: row.url,
    text: row.text,
    textEn: row.textEn,
    logoUploadId: row.logoUploadId,
    logoUrl: row.logo ? uploadUrl(row.logo.path) : null,
    logoWidth: row.logo?.width ?? null,
    logoHeight: row.logo?.height ?? null,
    position: row.position,
  }),
  selfLink: (row) => `/api/v1/partners/${row.id}`,
};
