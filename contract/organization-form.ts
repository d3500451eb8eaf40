import { z } from "zod";
import { addressSchema, organizationAttributesSchema, organizationContactSchema } from "./organizations";

const attributes = organizationAttributesSchema.shape;
const address = addressSchema.shape;

/**
 * The add and edit screens as one flat form (one control per key), validated on blur with the very rules of the
 * API's schema, so browser and server say the same thing. The address is required here: staff always know it.
 */
export const organizationFormSchema = z.object({
  name: attributes.name,
  organization_type: attributes.organization_type,
  website: attributes.website,
  phone_number: attributes.phone_number,
  description: attributes.description,
  street: address.street,
  house_number: address.house_number,
  postal_code: address.postal_code,
  city: address.city,
  non_profit_type: attributes.non_profit_type,
  show_on_social_map: z.boolean().optional(),
  show_contact_details_default: z.boolean().optional(),
});

const contact = organizationContactSchema.shape;

/** /instellingen/contact-person, validated on blur with the API's rules; the contact person is picked, not typed. */
export const organizationContactFormSchema = z.object({
  contact_person_id: z.string(),
  contact_email: contact.contact_email,
  phone_number: contact.phone_number,
  phone_visible: z.boolean().optional(),
  show_contact_details_default: z.boolean().optional(),
});

/** The move screen: a target centre, and a confirmation that it is meant. */
export function organizationMoveFormSchema(confirmMessage: string) {
  return z.object({
    volunteer_center_id: z
      .string()
      .min(1)
      .regex(/^[1-9][0-9]*$/),
    confirm: z.literal(true, { error: () => confirmMessage }),
  });
}
