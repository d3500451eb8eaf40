import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/types";

const errorReportSchema = z.object({
  data: z.object({
    type: z.literal("error_reports"),
    attributes: z.object({
      message: z.string().max(2000),
      status_code: z.number().int().min(0).max(999).nullable().optional(),
      path: z.string().max(2000),
      stack: z.string().max(10_000).optional(),
    }),
  }),
});

/** Browser-side app and view errors arrive here (spec section 8); 300-499 are dropped by the reporter. */
export const errorReportRoutes = new Hono<AppEnv>();

errorReportRoutes.post("/error_reports", async (c) => {
  const body = errorReportSchema.parse(await c.req.json());
  const { message, status_code, path, stack } = body.data.attributes;
  const error = Object.assign(new Error(message), { stack });
  c.var.deps.reportError(error, { status: status_code ?? undefined, path, source: "browser", requestId: c.var.requestId });
  return c.body(null, 204);
});
