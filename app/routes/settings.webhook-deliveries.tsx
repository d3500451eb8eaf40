import { ArrowLeft } from "lucide-react";
import { useMemo } from "react";
import { Link, redirect } from "react-router";
import type { Webhook, WebhookDelivery } from "../../contract/webhooks";
import { EmptyState } from "../components/ui/empty-state";
import { SETTINGS_SECTIONS } from "../features/shell/sections";
import { DeliveryList } from "../features/webhooks/delivery-list";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedInAs } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useFlashToast, withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/settings.webhook-deliveries";
import "../lib/texts/settings";

export const handle: RouteHandle = { title: "settings:webhooks.deliveries.title" };

const ROLES = SETTINGS_SECTIONS.webhooks.roles;
const pathOf = (id: string) => `/api/v1/webhooks/${encodeURIComponent(id)}`;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedInAs(context, request, ROLES);
  const [webhooks, deliveries] = await Promise.all([
    api.get<Webhook[]>("/api/v1/webhooks"),
    api.get<WebhookDelivery[]>(`${pathOf(params.id)}/deliveries`),
  ]);
  const webhook = webhooks.data.find((each) => each.id === params.id);
  if (!webhook) throw new Response(null, { status: 404 });
  return { webhook, deliveries: deliveries.data };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  await signedInAs(context, request, ROLES);
  const values = formValues(await request.formData());
  const path = `${pathOf(params.id)}/deliveries/${encodeURIComponent(values.delivery ?? "")}/resend`;
  const resent = await attempt(request, locale, () => api.post(path, {}), { pages: [404] });
  if (!resent.ok) return refused(resent, { values });
  return redirect(withFlash(`/${locale}/instellingen/webhooks/${params.id}`, "resent"));
}

/** /instellingen/webhooks/{id}: the messages a webhook was sent, how each went, and sending one again. */
export default function WebhookDeliveries({ loaderData: { webhook, deliveries } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const label = (key: string, options?: Record<string, unknown>) => t(`settings:webhooks.deliveries.${key}`, options);
  useFlashToast(useMemo(() => ({ resent: t("settings:webhooks.flash.resent") }), [t]));
  return (
    <section aria-labelledby="deliveries-title" className="flex flex-col gap-4">
      <Link to={to("/instellingen/webhooks")} className="inline-flex min-h-11 items-center gap-2 self-start text-link underline">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {label("back")}
      </Link>
      <h2 id="deliveries-title" className="text-2xl font-bold">
        {label("title")}
      </h2>
      <p className="max-w-3xl break-words text-fg-muted">{label("intro", { url: webhook.url })}</p>
      {deliveries.length > 0 ? <DeliveryList deliveries={deliveries} /> : <EmptyState>{label("empty")}</EmptyState>}
    </section>
  );
}
