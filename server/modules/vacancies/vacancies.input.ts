import { validator } from "hono/validator";
import { toCamelKey } from "../../../contract/case";
import {
  stillOpenSchema,
  type VacancyAttributes,
  type VacancyCreateInput,
  type VacancyUpdateInput,
  vacancyAttributesSchema,
} from "../../../contract/vacancies";
import { pathId } from "../../http/jsonapi/path-id";
import type { VacancyFields } from "./vacancy-fields";

/** `/vacancies/:id`: an id that cannot be ours is a 404 like an unknown vacancy. */
export const vacancyId = pathId("vacancy");

/** The reminder link's token (?token=): one that cannot be a token is as unknown as a spent one, so null. */
export const stillOpenToken = validator("query", (_query, c) => {
  const parsed = stillOpenSchema.safeParse({ token: c.req.query("token") ?? "" });
  return { token: parsed.success ? parsed.data.token : null };
});

/** The attributes a write may set; status and organization_id are the route's to read. */
const ATTRIBUTES = Object.keys(vacancyAttributesSchema.shape) as (keyof VacancyAttributes)[];

/** The wire's snake_case attributes as the service's fields; absent stays absent, so a patch changes only what it names. */
export function toVacancyFields(input: VacancyCreateInput | VacancyUpdateInput): VacancyFields {
  const fields: Record<string, unknown> = {};
  for (const name of ATTRIBUTES) if (input[name] !== undefined) fields[toCamelKey(name)] = input[name];
  // Times travel as ISO text and reach the service as Dates.
  if (input.dates !== undefined)
    fields.dates = input.dates.map((d) => ({ startsAt: new Date(d.starts_at), endsAt: d.ends_at ? new Date(d.ends_at) : null }));
  if (input.expires_at !== undefined) fields.expiresAt = input.expires_at === null ? null : new Date(input.expires_at);
  return fields as VacancyFields;
}
