import type { Context } from "hono";
import { numberFormat } from "../../../contract/intl-formats";
import type { AppEnv } from "../../http/types";

/** Bytes as megabytes in the request's language ("12,5 MB"), for quota messages. */
export const megabytes = (c: Context<AppEnv>, bytes: number) =>
  `${numberFormat(c.get("locale"), { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
