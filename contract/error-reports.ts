import { z } from "zod";
import { REQUEST_ID_PATTERN } from "./request-id";

/** A browser-side error the app reports (POST /api/v1/error_reports, spec section 8). */
export const errorReportSchema = z.object({
  message: z.string().max(2000),
  status_code: z.number().int().min(0).max(999).nullable().optional(),
  path: z.string().max(2000),
  stack: z.string().max(10_000).optional(),
  /** The failed request's id when the browser knows it: the server does not log its own error a second time. */
  request_id: z.string().regex(REQUEST_ID_PATTERN).optional(),
});
