import { z } from "zod";
import { wireId, wireNumber, wireText } from "./wire";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

/** A partner of the centre, as its partners page shows it. */
export const partnerResourceSchema = z.object({
  name: z.string(),
  url: wireText,
  text: wireText,
  textEn: wireText.describe("The English text, null where none was written."),
  logoUploadId: wireId.nullable(),
  logoUrl: wireText,
  logoWidth: wireNumber,
  logoHeight: wireNumber,
  position: z.number().int(),
});
