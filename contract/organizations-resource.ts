import { z } from "zod";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "./organization-options";
import { wireDate, wireId, wireText } from "./wire";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

/** An organization as the API sends it: a hidden phone number and the contact person only to its managers. */
export const organizationResourceSchema = z.object({
  name: z.string(),
  organizationType: z.enum(ORGANIZATION_TYPES),
  website: wireText,
  phoneNumber: wireText,
  phoneVisible: z.boolean(),
  showContactDetailsDefault: z.boolean(),
  contactEmail: wireText,
  contactPersonId: wireText,
  logoUrl: wireText,
  description: wireText,
  status: z.enum(ORGANIZATION_STATUSES),
  denyReason: wireText,
  city: wireText,
  centerId: wireId,
  createdAt: wireDate,
});

/** An organization's address. */
export const addressResourceSchema = z.object({
  street: wireText,
  houseNumber: wireText,
  postalCode: wireText,
  city: wireText,
  country: wireText,
});

/** An organization's non-profit profile. */
export const organizationProfileResourceSchema = z.object({
  nonProfitType: wireText,
  nonProfitTypeId: z.null(),
  showOnSocialMap: z.boolean(),
  activityTypeIds: z.array(z.number().int()),
});

/** An organization's vacancy in short; the full one is at its self link. */
export const organizationVacancyResourceSchema = z.object({
  title: z.string(),
  titleEn: wireText.describe("The English title, null where none was written."),
  status: z.string(),
  vacancyType: z.string(),
  city: wireText,
  expiresAt: wireDate.nullable(),
});

/** One of an organization's users, as its managers pick a contact person. */
export const organizationMemberResourceSchema = z.object({ fullName: z.string() });
