import { Link } from "react-router";
import type { Webhook } from "../../../contract/webhooks";
import { Button } from "../../components/ui/button";
import { DeleteForm } from "../../components/ui/delete-form";
import { Form } from "../../components/ui/form";
import { ROW, ROWS } from "../../components/ui/item-list";
import { StatusBadge } from "../../components/ui/status-badge";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import "../../lib/texts/settings";

/** The centre's webhooks: address, on or off, what they send; a test message, the messages sent, off/on, remove. */
export function WebhookList({ webhooks }: { webhooks: Webhook[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const label = (key: string, options?: Record<string, unknown>) => t(`settings:webhooks.list.${key}`, options);
  return (
    <ul className={ROWS} aria-label={label("label")} data-testid="webhook-list">
      {webhooks.map((webhook) => (
        <li key={webhook.id} className={`${ROW} flex-col items-stretch gap-3 p-4`} data-testid="webhook">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="flex flex-wrap items-center gap-2">
              <span id={`webhook-${webhook.id}-url`} className="font-semibold break-all">
                {webhook.url}
              </span>
              <StatusBadge tone={webhook.active ? "positive" : "neutral"}>{label(webhook.active ? "active" : "off")}</StatusBadge>
            </p>
            {webhook.description && <p className="text-sm">{webhook.description}</p>}
            <p className="text-sm">
              {label("events")}: {webhook.events.map((event) => t(`settings:webhooks.events.${event}`)).join(", ")}
            </p>
            <p className="text-sm text-fg-muted">
              {label("secret")} <code>{webhook.secretPrefix}</code>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Link
              to={to(`/instellingen/webhooks/${webhook.id}`)}
              className="inline-flex min-h-11 items-center text-link underline"
              aria-describedby={`webhook-${webhook.id}-url`}
            >
              {label("deliveries")}
            </Link>
            <Form method="post">
              <input type="hidden" name="id" value={webhook.id} />
              <Button
                type="submit"
                name="intent"
                value="test"
                color="secondary"
                flavor="outline"
                size="lg"
                aria-describedby={`webhook-${webhook.id}-url`}
              >
                {label("test")}
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="id" value={webhook.id} />
              <input type="hidden" name="active" value={webhook.active ? "false" : "true"} />
              <Button
                type="submit"
                name="intent"
                value="switch"
                color="muted"
                flavor="outline"
                size="lg"
                aria-describedby={`webhook-${webhook.id}-url`}
              >
                {label(webhook.active ? "switchOff" : "switchOn")}
              </Button>
            </Form>
            <DeleteForm
              label={label("delete")}
              accessibleLabel={label("deleteLabel", { url: webhook.url })}
              confirm={label("deleteConfirm", { url: webhook.url })}
              hidden={{ id: webhook.id }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
