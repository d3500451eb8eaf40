import { z } from "zod";
import { optionalPhone, POSTAL_CODE } from "./fields";
import { resourceId } from "./ids";
import {
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
  type OrganizationStatus,
  type OrganizationType,
} from "./organization-options";

export const addressSchema = z.object({
  street: z.string().trim().min(1).max(100),
  house_number: z.string().trim().min(1).max(10),
  postal_code: z.string().trim().regex(POSTAL_CODE),
  city: z.string().trim().min(1).max(100),
  country: z.string().trim().length(2).default("NL"),
});

export const organizationAttributesSchema = z.object({
  name: z.string().trim().min(1).max(100),
  // JSON:API reserves "type" for the resource type, so the organization's kind travels as organization_type.
  organization_type: z.enum(ORGANIZATION_TYPES),
  website: z
    .union([z.literal(""), z.url({ protocol: /^https?$/ }).max(300)])
    .transform((v) => v || null)
    .nullable()
    .optional(),
  phone_number: optionalPhone.optional(),
  description: z.string().trim().max(10_000).nullable().optional(),
  non_profit_type: z.string().trim().max(100).nullable().optional(),
  show_on_social_map: z.boolean().optional(),
  activity_type_ids: z.array(z.number().int().positive()).max(50).optional(),
  address: addressSchema.optional(),
  /** Whether new vacancies show their contact person's phone and e-mail to visitors. */
  show_contact_details_default: z.boolean().optional(),
});

export const organizationCreateSchema = organizationAttributesSchema;
export const organizationUpdateSchema = organizationAttributesSchema
  .extend({ status: z.enum(ORGANIZATION_STATUSES) })
  .partial()
  .strict();

/** The contact details volunteers see and the default contact person of new vacancies (/instellingen/contact-person). */
export const organizationContactSchema = z.object({
  contact_person_id: resourceId.nullable().optional(),
  contact_email: z
    .union([z.literal(""), z.email().max(254)])
    .transform((v) => v || null)
    .nullable()
    .optional(),
  phone_number: organizationAttributesSchema.shape.phone_number,
  phone_visible: z.boolean().optional(),
  show_contact_details_default: organizationAttributesSchema.shape.show_contact_details_default,
});

/**
 * PATCH /current_organization: the selected organization's details, address, profile, logo (an upload id, null
 * removes it) and contact details; never its status, which stays with the centre's staff.
 */
export const currentOrganizationUpdateSchema = organizationAttributesSchema
  .partial()
  .extend({ ...organizationContactSchema.shape, logo_id: resourceId.nullable().optional() })
  .strict();

/** PUT /organizations/{id}/move: the tenant's centre the organization goes to (a JSON number or a numeric string). */
export const organizationMoveSchema = z
  .object({
    volunteer_center_id: z.union([
      z.number().int().positive(),
      z
        .string()
        .regex(/^[1-9][0-9]{0,9}$/)
        .transform(Number),
    ]),
  })
  .strict();

/** What the signed-in actor may do with one organization; sent in the meta of GET /organizations/{id}. */
export interface OrganizationPermissions {
  update: boolean;
  changeStatus: boolean;
  move: boolean;
}

export const organizationApproveSchema = z.object({
  status: z.enum(["approved", "denied"]),
  deny_reason: z.string().trim().max(2000).nullable().optional(),
});

/** An organization as the client sees it (camelCase, after deserialising). */
export interface Organization {
  id: string;
  type: "organizations";
  name: string;
  organizationType: OrganizationType;
  website: string | null;
  phoneNumber: string | null;
  description: string | null;
  status: OrganizationStatus;
  denyReason: string | null;
  city: string | null;
  createdAt: string;
  centerId: number;
  logoUrl: string | null;
  contactEmail: string | null;
  /** Whether volunteers see the phone number; when not, they get none. */
  phoneVisible: boolean;
  /** Whether new vacancies show their contact person's phone and e-mail (each vacancy can differ). */
  showContactDetailsDefault: boolean;
  /** Only for the organization's managers (its superusers and the centre's staff); null for others. */
  contactPersonId: string | null;
  address?: { street: string; houseNumber: string; postalCode: string; city: string; country: string } | null;
  profile?: { nonProfitType: string | null; showOnSocialMap: boolean; activityTypeIds: number[] };
  /** With include=members (GET /current_organization, for its managers): whom to pick as contact person. */
  members?: { id: string; type: "users"; fullName: string }[];
  /** With include=vacancies: those the caller may read (a visitor only the published ones); full ones at their link. */
  vacancies?: {
    id: string;
    type: "vacancies";
    title: string;
    titleEn: string | null;
    status: string;
    vacancyType: string;
    city: string | null;
    expiresAt: string | null;
  }[];
}

/** Public organization sign-up: the organization, its address and its first user in one step (status pending). */
export function organizationSignupSchema<U extends z.ZodType>(userSchema: U) {
  return z.object({
    organization: organizationAttributesSchema.extend({ address: addressSchema }),
    user: userSchema,
  });
}
