import type { NotificationTemplate } from "../../../contract/notification-templates";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/notification-templates";

/** What a template's text may use, each with what it holds and the preview's sample. */
export function TemplateVariables({ variables }: { variables: NotificationTemplate["variables"] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="variables-title" className="rounded-lg border border-border bg-surface-raised p-4">
      <h3 id="variables-title" className="text-lg font-semibold">
        {t("notification-templates:edit.variables")}
      </h3>
      <p className="mt-1 text-sm text-fg-muted">{t("notification-templates:edit.variablesIntro")}</p>
      <dl className="mt-3 flex flex-col gap-3">
        {variables.map((variable) => (
          <div key={variable.name}>
            <dt>
              <code className="rounded bg-surface-sunken px-1 text-sm">{`{{ ${variable.name} }}`}</code>
            </dt>
            <dd className="text-sm">
              {variable.description}
              <span className="block break-all text-fg-muted">{variable.sample}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
