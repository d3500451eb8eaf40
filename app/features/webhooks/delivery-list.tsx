import { dateFormat } from "../../../contract/intl-formats";
import type { WebhookDelivery } from "../../../contract/webhooks";
import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { ROW, ROWS } from "../../components/ui/item-list";
import { type BadgeTone, StatusBadge } from "../../components/ui/status-badge";
import { TimeAgo } from "../../components/ui/time-ago";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/settings";

const STATUS_TONE: Record<WebhookDelivery["status"], BadgeTone> = {
  pending: "waiting",
  succeeded: "positive",
  failed: "negative",
};

/** A webhook's messages, newest first: the event, how it went, when, and sending one again. */
export function DeliveryList({ deliveries }: { deliveries: WebhookDelivery[] }) {
  const { t, i18n } = useTranslation();
  const label = (key: string, options?: Record<string, unknown>) => t(`settings:webhooks.deliveries.${key}`, options);
  const time = dateFormat(i18n.language, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Amsterdam" });
  return (
    <ul className={ROWS} aria-label={label("label")} data-testid="delivery-list">
      {deliveries.map((delivery) => (
        <li key={delivery.id} className={`${ROW} p-4`} data-testid="delivery">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="flex flex-wrap items-center gap-2">
              <span id={`delivery-${delivery.id}`} className="font-semibold">
                {t(`settings:webhooks.events.${delivery.event}`)}
              </span>
              <StatusBadge tone={STATUS_TONE[delivery.status]}>{label(`status.${delivery.status}`)}</StatusBadge>
            </p>
            <p className="text-sm text-fg-muted">
              <TimeAgo iso={delivery.createdAt} />
              {" · "}
              {label("attempts", { count: delivery.attempts })}
              {delivery.responseStatus !== null && (
                <>
                  {" · "}
                  {label("answer", { answer: delivery.responseStatus })}
                </>
              )}
              {delivery.responseStatus === null && delivery.error && (
                <>
                  {" · "}
                  {label("unreachable", { error: delivery.error })}
                </>
              )}
            </p>
            {delivery.status === "pending" && delivery.nextAttemptAt && delivery.attempts > 0 && (
              <p className="text-sm text-fg-muted">{label("next", { time: time.format(new Date(delivery.nextAttemptAt)) })}</p>
            )}
          </div>
          <Form method="post">
            <input type="hidden" name="delivery" value={delivery.id} />
            <Button
              type="submit"
              name="intent"
              value="resend"
              color="muted"
              flavor="outline"
              size="lg"
              aria-describedby={`delivery-${delivery.id}`}
            >
              {label("resend")}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
