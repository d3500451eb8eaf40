import { data, type MiddlewareFunction } from "react-router";
import { currentUser } from "../../lib/page-context.server";
import { serverContext } from "../../lib/server-context";

/**
 * The one guard of the developer pages (spec section 2, /test/...): open outside production, and to an admin in
 * production; anyone else gets the 404 page, as if the page did not exist. Runs before the pages' loaders and actions.
 */
export const developerPagesOnly: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!context.get(serverContext).isDev) {
    const user = await currentUser(context, request);
    const admin = user?.roles?.some((role) => role.name === "admin") ?? false;
    if (!admin) throw data({ message: `Page Not Found: ${new URL(request.url).pathname}` }, { status: 404 });
  }
  return next();
};
