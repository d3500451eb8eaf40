import type { NotificationTemplatePreview } from "../../../contract/notification-templates";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/notification-templates";
import { Panel } from "../../components/ui/panel";

/**
 * The mail as its recipient sees it, with sample values, in a frame of its own styles. Not sandboxed (axe and the
 * browser tests must read it): every value in it is escaped, and a srcdoc frame keeps this page's CSP, no inline script.
 */
export function TemplatePreview({ preview }: { preview: NotificationTemplatePreview }) {
  const { t } = useTranslation();
  return (
    <Panel id="preview-title" level={3} title={t("notification-templates:edit.previewTitle")}>
      <p className="mt-2 text-sm">
        <span className="text-fg-muted">{t("notification-templates:edit.previewSubject")}: </span>
        <strong data-testid="preview-subject">{preview.subject}</strong>
      </p>
      <iframe
        title={t("notification-templates:edit.previewFrame")}
        srcDoc={preview.html}
        className="mt-3 h-[32rem] w-full rounded-md border border-border bg-white"
        data-testid="preview-frame"
      />
    </Panel>
  );
}
