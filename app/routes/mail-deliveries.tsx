import { RotateCw } from "lucide-react";
import { data, Link, useNavigation, useSearchParams } from "react-router";
import { dateFormat } from "../../contract/intl-formats";
import { MAIL_DELIVERY_STATUSES, type MailDelivery, type MailDeliveryStatus } from "../../contract/mail-deliveries";
import { intlLocale } from "../../locales/languages";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { pillLinkClasses } from "../components/ui/pill-link";
import { type BadgeTone, StatusBadge } from "../components/ui/status-badge";
import { attempt } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/mail-deliveries";
import "../lib/texts/mail-deliveries";
import { listMeta, pageParam } from "../lib/list-params";

export const handle: RouteHandle = { title: "mail-deliveries:title" };

const PAGE_SIZE = 50;
const isStatus = (value: string | null): value is MailDeliveryStatus =>
  (MAIL_DELIVERY_STATUSES as readonly (string | null)[]).includes(value);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, api } = pageContext(context);
  await signedIn(context, request);
  const search = new URL(request.url).searchParams;
  // Failed mails first: they are what an admin comes here for; "all" shows every status.
  const requested = search.get("status");
  const status = requested === "all" ? undefined : isStatus(requested) ? requested : "failed";
  const page = pageParam(search);
  const result = await api.get<MailDelivery[]>("/api/v1/mail_deliveries", {
    filter: { status },
    page: { number: page, size: PAGE_SIZE },
  });
  return { deliveries: result.data, status: status ?? "all", page, pages: listMeta(result.meta).pages, locale };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const id = formValues(await request.formData()).id ?? "";
  const sent = await attempt(request, locale, () =>
    api.post<MailDelivery>(`/api/v1/mail_deliveries/${encodeURIComponent(id)}/resend`),
  );
  if (sent.ok) return { resent: sent.value.data.to };
  return data({ error: sent.error.errors[0]?.detail ?? sent.error.message }, { status: sent.status });
}

const STATUS_TONE: Record<MailDeliveryStatus, BadgeTone> = { queued: "neutral", sent: "positive", failed: "negative" };

/** /beheer/e-mail: the tenant's outbox for its admins: mails given up after a day of attempts, and a resend. */
export default function MailDeliveries({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const time = dateFormat(intlLocale(loaderData.locale), {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "Europe/Amsterdam",
  });
  const withParams = (changes: Record<string, string>) =>
    `?${new URLSearchParams({ ...Object.fromEntries(params), ...changes }).toString()}`;
  return (
    <div>
      <h1 className="text-3xl font-bold">{t("mail-deliveries:title")}</h1>
      <p className="mt-1 max-w-3xl text-fg-muted">{t("mail-deliveries:intro")}</p>
      <nav aria-label={t("mail-deliveries:statusFilter")} className="mt-6 flex flex-wrap gap-2">
        {(["failed", "queued", "sent", "all"] as const).map((status) => (
          <Link
            key={status}
            to={withParams({ status, page: "1" })}
            aria-current={loaderData.status === status ? "page" : undefined}
            className={pillLinkClasses(loaderData.status === status)}
          >
            {t(`mail-deliveries:statuses.${status}`)}
          </Link>
        ))}
      </nav>
      {actionData && "resent" in actionData && (
        <p role="status" className="mt-6 rounded-md bg-green-50 p-3 text-green-900 dark:bg-green-950 dark:text-green-100">
          {t("mail-deliveries:resent", { to: actionData.resent })}
        </p>
      )}
      {actionData && "error" in actionData && (
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
          {actionData.error}
        </p>
      )}
      {loaderData.deliveries.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-border p-8 text-center text-fg-muted">
          {t("mail-deliveries:empty")}
        </p>
      ) : (
        <div className="relative mt-6 overflow-x-auto rounded-lg border border-border bg-surface-raised">
          <table className="w-full min-w-[44rem] text-start text-sm" data-testid="mail-deliveries">
            <thead className="border-b border-border text-fg-muted">
              <tr>
                {(["to", "subject", "status", "attempts", "lastError", "time"] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {t(`mail-deliveries:columns.${column}`)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t("mail-deliveries:columns.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {loaderData.deliveries.map((delivery) => (
                <tr key={delivery.id} data-testid="mail-delivery">
                  <td className="px-3 py-2 break-all">{delivery.to}</td>
                  <td className="px-3 py-2">{delivery.subject}</td>
                  <td className="px-3 py-2">
                    <StatusBadge tone={STATUS_TONE[delivery.status]}>
                      {t(`mail-deliveries:statuses.${delivery.status}`)}
                    </StatusBadge>
                  </td>
                  <td className="px-3 py-2 tabular-nums">{delivery.attempts}</td>
                  <td className="max-w-64 px-3 py-2 break-words text-fg-muted">{delivery.lastError ?? "–"}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {time.format(new Date(delivery.lastAttemptAt ?? delivery.createdAt))}
                  </td>
                  <td className="px-3 py-2 text-end">
                    {delivery.status === "failed" && (
                      <Form method="post">
                        <input type="hidden" name="id" value={delivery.id} />
                        <Button type="submit" size="sm" flavor="outline" disabled={busy}>
                          <RotateCw className="size-4" aria-hidden />
                          {t("mail-deliveries:resend")}
                        </Button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {loaderData.pages > 1 && (
        <nav aria-label={t("mail-deliveries:pages")} className="mt-4 flex items-center gap-4 text-sm">
          {loaderData.page > 1 && (
            <Link to={withParams({ page: String(loaderData.page - 1) })} className="text-link hover:underline">
              {t("mail-deliveries:previous")}
            </Link>
          )}
          <span>{t("mail-deliveries:page", { page: loaderData.page, pages: loaderData.pages })}</span>
          {loaderData.page < loaderData.pages && (
            <Link to={withParams({ page: String(loaderData.page + 1) })} className="text-link hover:underline">
              {t("mail-deliveries:next")}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
