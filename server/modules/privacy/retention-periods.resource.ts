import type { z } from "zod";
import { retentionPeriodResourceSchema } from "../../../contract/retention-periods-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { RetentionRow } from "./retention-periods.service";

export const retentionPeriodResource: ResourceDefinition<RetentionRow, z.output<typeof retentionPeriodResourceSchema>> = {
  type: "retention_periods",
  schema: retentionPeriodResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    subject: row.subject,
    amount: row.amount,
    unit: row.unit,
    until: row.until,
    name: row.name,
    nameEn: row.nameEn,
  }),
};
