import { type FormEvent, useId, useState } from "react";
import { ALERT_FREQUENCIES } from "../../../contract/vacancy-alert-options";
import { Button } from "../../components/ui/button";
import { Field, INPUT, invalidProps } from "../../components/ui/field";
import type { OnDemandPanelProps } from "../../components/ui/open-on-demand";
import { RadioGroupField } from "../../components/ui/radio-group-field";
import { Sheet } from "../../components/ui/sheet";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import "../../lib/texts/saved-vacancies";

type Outcome = { ok: boolean; message: string; errors: Record<string, string> };

interface ApiAnswer {
  meta?: { message?: string };
  errors?: { detail?: string; source?: { pointer?: string } }[];
}

async function createAlert(locale: string, attributes: Record<string, string>): Promise<Outcome> {
  const response = await fetch("/api/v1/vacancy_alerts", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/vnd.api+json", accept: "application/vnd.api+json", "accept-language": locale },
    body: JSON.stringify({ data: { type: "vacancy_alerts", attributes } }),
  });
  const answer = (await response.json().catch(() => ({}))) as ApiAnswer;
  const errors: Record<string, string> = {};
  for (const error of answer.errors ?? []) {
    const field = error.source?.pointer?.split("/").pop() ?? "form";
    errors[field] ??= error.detail ?? "";
  }
  const message = answer.meta?.message ?? answer.errors?.[0]?.detail ?? response.statusText;
  return { ok: response.ok, message, errors };
}

/**
 * The bank's search alert (issue 19, item 4): e-mail and how often; a guest confirms by mail first. A panel outside the
 * search form, whose events must not reach it (React passes them up through the portal).
 */
export default function AlertPanel({ trigger, defaultOpen, query }: OnDemandPanelProps & { query: string }) {
  const { t, i18n } = useTranslation();
  const user = useSite()?.user;
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      setOutcome(
        await createAlert(i18n.language, {
          email: String(form.get("email") ?? ""),
          frequency: String(form.get("frequency") ?? ""),
          search: query,
        }),
      );
    } finally {
      setBusy(false);
    }
  }
  const errors = outcome?.errors ?? {};
  return (
    <Sheet
      trigger={trigger}
      defaultOpen={defaultOpen}
      title={t("saved-vacancies:alert.title")}
      closeLabel={t("saved-vacancies:alert.close")}
    >
      {outcome?.ok ? (
        <p role="status" className="text-base" data-testid="alert-result">
          {outcome.message}
        </p>
      ) : (
        <form noValidate onSubmit={submit} onChange={(event) => event.stopPropagation()} className="flex flex-col gap-5">
          <p className="text-sm text-fg-muted">{t("saved-vacancies:alert.intro")}</p>
          {outcome && errors.form !== undefined && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {outcome.message}
            </p>
          )}
          <Field id={`${id}-email`} label={t("saved-vacancies:alert.email")} required error={errors.email}>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={user?.email ?? ""}
              className={INPUT}
              {...invalidProps(`${id}-email`, errors.email)}
            />
          </Field>
          <RadioGroupField
            name="frequency"
            legend={t("saved-vacancies:alert.frequency")}
            options={ALERT_FREQUENCIES.map((frequency) => [frequency, t(`saved-vacancies:alert.${frequency}`)] as const)}
            defaultValue="weekly"
          />
          {(errors.search || errors.frequency) && (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
              {errors.search ?? errors.frequency}
            </p>
          )}
          <Button type="submit" disabled={busy} data-testid="alert-submit">
            {t("saved-vacancies:alert.submit")}
          </Button>
        </form>
      )}
    </Sheet>
  );
}
