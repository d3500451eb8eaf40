import type { Context } from "hono";
import { validator } from "hono/validator";
import { parseResourceId } from "../../../contract/ids";
import { AppError } from "../app-error";
import { described } from "../openapi/described";
import type { AppEnv } from "../types";

/**
 * The route's `:id` parsed with the contract's resourceId: `c.req.valid("param").id` is a number. A path id that
 * cannot be one of ours is a 404 naming the resource type and the id as sent, like an unknown one.
 */
export const pathId = (type: string) =>
  described(
    validator("param", (params: Record<string, string>, c: Context<AppEnv>) => {
      const raw = params.id ?? "";
      const id = parseResourceId(raw);
      if (id === null) {
        throw new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type, id: raw.slice(0, 40) }));
      }
      return { id };
    }),
    { kind: "path-id", type },
  );
