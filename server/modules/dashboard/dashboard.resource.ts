import type { z } from "zod";
import type { Dashboard } from "../../../contract/dashboard";
import { dashboardResourceSchema } from "../../../contract/dashboard-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";

/** The signed-in user's figures; his own, so it takes his id. */
export const dashboardResource: ResourceDefinition<
  { userId: number; dashboard: Dashboard },
  z.output<typeof dashboardResourceSchema>
> = {
  type: "dashboards",
  schema: dashboardResourceSchema,
  id: (row) => row.userId,
  attributes: (row) => row.dashboard,
};
