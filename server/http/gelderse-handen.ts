import { createMiddleware } from "hono/factory";
import { isLocale } from "../../locales/languages";
import { requestHostname } from "./request-host";
import type { AppEnv } from "./types";

const PAGE = "gelderse-handen";

/** Spec section 2: on the Gelderse Handen host every page except /gelderse-handen redirects there. */
export const geldersHandenRedirect = createMiddleware<AppEnv>(async (c, next) => {
  const host = c.get("deps").hosts.geldersHandenHost;
  if (!host || c.req.method !== "GET" || requestHostname(c) !== host) {
    return next();
  }
  const [, first, second] = c.req.path.split("/");
  // Client data requests (.data) follow the document they belong to.
  if (c.req.path.endsWith(".data") || (isLocale(first) && second === PAGE)) return next();
  return c.redirect(`/${isLocale(first) ? first : c.get("locale")}/${PAGE}`, 302);
});
