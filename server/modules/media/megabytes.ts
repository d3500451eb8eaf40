import type { Context } from "hono";
import { formatNumber } from "../../../contract/intl-formats";
import type { AppEnv } from "../../http/types";

/** Bytes as megabytes in the request's language ("12,5 MB"), for quota messages. */
export const megabytes = (c: Context<AppEnv>, bytes: number) => `${formatNumber(c.get("locale"), bytes / 1024 / 1024, 1)} MB`;
