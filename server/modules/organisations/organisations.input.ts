import type { z } from "zod";
import type { organizationAttributesSchema } from "../../../contract/organizations";
import type { OrganizationInput } from "./organisations.service";

type Attributes = Partial<z.output<typeof organizationAttributesSchema>>;

/** Wire attributes (snake_case) to the service's input. */
export function toOrganizationInput(
  input: Attributes,
): Omit<OrganizationInput, "centerId" | "type" | "name"> & Partial<Pick<OrganizationInput, "type" | "name">> {
  return {
    name: input.name,
    type: input.organization_type,
    website: input.website,
    phoneNumber: input.phone_number,
    description: input.description,
    nonProfitType: input.non_profit_type,
    showOnSocialMap: input.show_on_social_map,
    activityTypeIds: input.activity_type_ids,
    address: input.address
      ? {
          street: input.address.street,
          houseNumber: input.address.house_number,
          postalCode: input.address.postal_code,
          city: input.address.city,
          country: input.address.country,
        }
      : undefined,
  };
}
