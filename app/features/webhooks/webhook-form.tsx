import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, webhookFormSchema } from "../../../contract/webhooks";
import { AddItemForm } from "../../components/ui/add-item-form";
import { CheckboxGroupField } from "../../components/ui/checkbox-group-field";
import { InputField } from "../../components/ui/input-field";
import { useTranslation } from "../../lib/i18n";
import { type ScreenResult, useScreenForm } from "../../lib/use-screen-form";
import "../../lib/texts/settings";

/** What a refused post brings back beside its values: the events that were ticked. */
export type WebhookFormResult = ScreenResult & { events?: string[] };

/** A new webhook: its address, the events it hears of (a new vacancy to start with), and what it is for. */
export function WebhookForm({ result }: { result: WebhookFormResult | undefined }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`settings:webhooks.form.${key}`);
  const form = useScreenForm(webhookFormSchema, result);
  const ticked = result?.events ?? ["vacancy.published"];
  return (
    <AddItemForm id="webhook-form" title={label("title")} submit={label("submit")} form={form}>
      <InputField
        {...form.input("url", { hint: label("urlHint") })}
        label={label("url")}
        type="url"
        required
        maxLength={WEBHOOK_LIMITS.url}
        autoComplete="off"
        inputMode="url"
      />
      <CheckboxGroupField
        name="events"
        legend={label("events")}
        options={WEBHOOK_EVENTS.map((event) => [event, t(`settings:webhooks.events.${event}`)] as const)}
        checked={ticked}
        error={form.error("events")}
        onChange={() => form.setDirty(true)}
      />
      <InputField
        {...form.input("description", { hint: label("descriptionHint") })}
        label={label("description")}
        maxLength={WEBHOOK_LIMITS.description}
      />
    </AddItemForm>
  );
}
