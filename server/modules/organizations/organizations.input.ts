import type { z } from "zod";
import { toCamelKey } from "../../../contract/case";
import { organizationAttributesSchema } from "../../../contract/organizations";
import { pathId } from "../../http/jsonapi/path-id";
import type { OrganizationInput } from "./organizations.service";

/** `/organizations/:id`: an id that cannot be ours is a 404 like an unknown organization. */
export const organizationId = pathId("organization");

type Attributes = Partial<z.output<typeof organizationAttributesSchema>>;

/** The attributes a write may set; the route decides the centre and the status. */
const ATTRIBUTES = Object.keys(organizationAttributesSchema.shape) as (keyof Attributes)[];

const camelCased = (input: object) =>
  Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [toCamelKey(name), value]),
  );

/** The wire's snake_case attributes as the service's input; absent stays absent, so a patch changes only what it names. */
export function toOrganizationInput(input: Attributes): Partial<Omit<OrganizationInput, "centerId" | "status">> {
  // JSON:API reserves "type", so the wire says organization_type.
  const {
    organization_type: type,
    address,
    ...rest
  } = Object.fromEntries(ATTRIBUTES.map((name) => [name, input[name]])) as Attributes;
  return {
    ...camelCased(rest),
    ...(type !== undefined && { type }),
    ...(address !== undefined && { address: camelCased(address) as OrganizationInput["address"] }),
  };
}
