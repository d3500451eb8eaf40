import { Check, X } from "lucide-react";
import { useNavigation } from "react-router";
import { Button } from "../../components/ui/button";
import { INPUT } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { FormAlert } from "../../components/ui/form-alert";
import { useTranslation } from "../../lib/i18n";

/** Accept or reject a submitted application, with an optional message that goes to the volunteer by e-mail. */
export function DecisionForm({ errors }: { errors?: Record<string, string> }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const error = errors?.decision_message ?? errors?.status ?? errors?._form;
  return (
    <Form
      method="post"
      className="mt-8 flex flex-col gap-4 rounded-lg border border-border bg-surface-raised p-5"
      aria-labelledby="decide"
    >
      <input type="hidden" name="intent" value="decision" />
      <div>
        <h2 id="decide" className="text-xl font-bold">
          {t("applications:detail.decide")}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{t("applications:detail.decideIntro")}</p>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      <label htmlFor="decision_message" className="text-sm font-medium">
        {t("applications:detail.decisionMessageLabel")}{" "}
        <span className="font-normal text-fg-muted">({t("validation:optional")})</span>
      </label>
      <textarea id="decision_message" name="decision_message" maxLength={2000} className={`${INPUT} -mt-2 h-28 py-2`} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="status" value="accepted" disabled={busy}>
          <Check className="size-4" aria-hidden />
          {t("applications:detail.accept")}
        </Button>
        <Button type="submit" name="status" value="rejected" color="danger" flavor="outline" disabled={busy}>
          <X className="size-4" aria-hidden />
          {t("applications:detail.reject")}
        </Button>
      </div>
    </Form>
  );
}
