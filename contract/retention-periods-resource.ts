import { z } from "zod";
import { RETENTION_SUBJECTS } from "./retention-periods";
import { wireNumber, wireText } from "./wire";

// What the API sends (server/http/openapi/README.md): kept apart so no page bundles zod for it.

/** How long the site keeps one kind of data (RetentionPeriod). */
export const retentionPeriodResourceSchema = z.object({
  subject: z.enum(RETENTION_SUBJECTS),
  amount: wireNumber,
  unit: z.enum(["hours", "days", "months"]).nullable(),
  until: z.enum(["account_deleted", "removed"]).nullable(),
  name: wireText,
  nameEn: wireText.describe("The form's English title, null where none was written."),
});
