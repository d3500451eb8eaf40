import type { z } from "zod";
import type { AnalyticsSummary, AnalyticsTrends } from "../../../contract/analytics";
import { analyticsResourceSchema, analyticsTrendsResourceSchema } from "../../../contract/analytics-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";

/** A period's figures, known by the period. */
export const analyticsResource: ResourceDefinition<AnalyticsSummary, z.output<typeof analyticsResourceSchema>> = {
  type: "analytics",
  schema: analyticsResourceSchema,
  id: (row) => `${row.from}_${row.to}`,
  attributes: (row) => row,
};

/** A year's months, known by the year. */
export const analyticsTrendsResource: ResourceDefinition<AnalyticsTrends, z.output<typeof analyticsTrendsResourceSchema>> = {
  type: "analytics_trends",
  schema: analyticsTrendsResourceSchema,
  id: (row) => row.year,
  attributes: (row) => row,
};
