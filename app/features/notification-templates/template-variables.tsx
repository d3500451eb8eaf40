import type { NotificationTemplate } from "../../../contract/notification-templates";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/notification-templates";
import { Panel } from "../../components/ui/panel";

/** What a template's text may use, each with what it holds and the preview's sample. */
export function TemplateVariables({ variables }: { variables: NotificationTemplate["variables"] }) {
  const { t } = useTranslation();
  return (
    <Panel
      id="variables-title"
      level={3}
      title={t("notification-templates:edit.variables")}
      intro={t("notification-templates:edit.variablesIntro")}
    >
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
    </Panel>
  );
}
