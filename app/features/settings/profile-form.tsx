import { type ReactNode, useState } from "react";
import { useNavigation } from "react-router";
import type { FieldErrors } from "../../../contract/validation";
import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { FormAlert } from "../../components/ui/form-alert";
import { useTranslation } from "../../lib/i18n";
import { useUnsavedChangesGuard } from "../../lib/use-unsaved-changes";
import "../../lib/texts/settings";

/**
 * The frame both profile screens share: the form (changed attributes as JSON, chosen files as themselves), the error
 * summary, warnings that ask once before saving, the guard against leaving unsaved changes, and the preview beside it.
 */
export function ProfileForm({
  attributes,
  dirty,
  serverErrors,
  warnings = [],
  preview,
  children,
}: {
  attributes: Record<string, unknown>;
  dirty: boolean;
  serverErrors: FieldErrors;
  warnings?: string[];
  preview: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [confirming, setConfirming] = useState(false);
  useUnsavedChangesGuard(dirty && !submitting);
  const errorCount = Object.keys(serverErrors).length;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="flex min-w-0 flex-col gap-6"
        onSubmit={(event) => {
          // Contrast below WCAG AA is allowed, but only after the user has seen the warning and confirmed.
          if (warnings.length > 0 && !confirming) {
            event.preventDefault();
            setConfirming(true);
          }
        }}
      >
        <input type="hidden" name="attributes" value={JSON.stringify(attributes)} />
        {errorCount > 0 && (
          <FormAlert as="div">
            <p>{serverErrors._form ?? t("validation:formErrors")}</p>
            <ul className="mt-1 list-disc ps-5">
              {Object.entries(serverErrors)
                .filter(([key]) => key !== "_form")
                .map(([key, message]) => (
                  <li key={key}>{message}</li>
                ))}
            </ul>
          </FormAlert>
        )}
        {children}
        {confirming && warnings.length > 0 && (
          <div
            role="alert"
            className="rounded-md bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            data-testid="contrast-confirm"
          >
            <p className="font-semibold">{t("settings:design.contrast.confirm")}</p>
            <ul className="mt-1 list-disc ps-5">
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button type="submit" size="lg" disabled={submitting || !dirty}>
            {confirming && warnings.length > 0 ? t("settings:design.saveAnyway") : t("settings:design.save")}
          </Button>
        </div>
      </Form>
      <div className="lg:sticky lg:top-20">{preview}</div>
    </div>
  );
}
