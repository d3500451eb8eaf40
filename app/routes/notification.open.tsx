import { redirect } from "react-router";
import { isLocalPath } from "../../contract/local-path";
import type { Notification } from "../../contract/notifications";
import { isLocale } from "../../locales/languages";
import { apiFor } from "../lib/api.server";
import { requireSignedIn } from "../lib/session.server";
import type { Route } from "./+types/notification.open";

/** /notificaties/{id}: following a notification marks it read and leads to what it is about. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : "nl";
  await requireSignedIn(request, context, locale);
  const { data } = await apiFor(context, locale).patch<Notification>(`/api/v1/notifications/${encodeURIComponent(params.id)}`, {
    data: { type: "notifications", attributes: { read: true } },
  });
  // Links are paths of ours; anything else stays on the list.
  return redirect(isLocalPath(data.link) ? `/${locale}${data.link}` : `/${locale}/notificaties`);
}
