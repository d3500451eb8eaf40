import { redirect } from "react-router";
import { ApiError } from "../../contract/api-client";
import { isLocalPath } from "../../contract/local-path";
import type { Notification } from "../../contract/notifications";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { Route } from "./+types/notification.open";

/** /notificaties/{id}: following a notification marks it read and leads to what it is about. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, api } = pageContext(context);
  await signedIn(context, request);
  const path = `/api/v1/notifications/${encodeURIComponent(params.id)}`;
  // One that is not his (or gone) leaves him on his list: a page, never the API's JSON (this route draws nothing).
  const data = await api
    .get<Notification>(path)
    .then((r) => r.data)
    .catch((error) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    });
  if (!data) return redirect(`/${locale}/notificaties`);
  if (!data.readAt) {
    // Opened from outside our pages (a mail, a new window) the write has no Origin and is refused: lead on all the same.
    await api.patch(path, { data: { type: "notifications", attributes: { read: true } } }).catch((error) => {
      if (!(error instanceof ApiError && error.status === 403)) throw error;
    });
  }
  // Links are paths of ours; anything else stays on the list.
  return redirect(isLocalPath(data.link) ? `/${locale}${data.link}` : `/${locale}/notificaties`);
}
