import { z } from "zod";
import { wireDate, wireText } from "./wire";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

/** An audit event as the activity feed sends it: a sentence in the request's language, and the way to its subject. */
export const activityResourceSchema = z.object({
  action: z.string(),
  actorName: wireText,
  message: z.string(),
  link: wireText,
  createdAt: wireDate,
});
