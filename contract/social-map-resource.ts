import { z } from "zod";
import { ORGANIZATION_TYPES } from "./organization-options";
import { wireId } from "./wire";

// What the API sends of the social map (server/http/openapi/README.md): apart from the map page's constants.

/** An organization on the social map: what it made public. */
export const socialMapResourceSchema = z.object({
  name: z.string(),
  organizationType: z.enum(ORGANIZATION_TYPES),
  nonProfitType: z.string().nullable(),
  activityTypeIds: z.array(wireId),
  description: z.string().nullable(),
  website: z.string().nullable(),
  phoneNumber: z.string().nullable().describe("Only where the organization shows it"),
  contactEmail: z.string().nullable(),
  logoUrl: z.string().nullable(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** The map's `meta`: the non-profit types its organizations have (the filter's choices). */
export const socialMapMeta = z.object({ nonProfitTypes: z.array(z.string()) });
