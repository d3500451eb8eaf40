import { z } from "zod";

/** A browser-side error the app reports (POST /api/v1/error_reports, spec section 8). */
export const errorReportSchema = z.object({
  message: z.string().max(2000),
  status_code: z.number().int().min(0).max(999).nullable().optional(),
  path: z.string().max(2000),
  stack: z.string().max(10_000).optional(),
});
