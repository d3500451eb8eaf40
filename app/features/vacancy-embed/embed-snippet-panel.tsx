import { CopyButton } from "../../components/ui/copy-button";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/embed";

/** One snippet to copy: what it is, the code itself (selectable by hand without scripts) and a copy button. */
export function EmbedSnippet({ id, title, hint, code }: { id: string; title: string; hint: string; code: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <h3 id={`${id}-title`} className="font-semibold">
        {title}
      </h3>
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {hint}
      </p>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the keyboard (axe scrollable-region-focusable).
        tabIndex={0}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-hint`}
        className="overflow-x-auto rounded-md border border-border bg-surface-sunken p-3"
        data-testid={id}
      >
        <pre className="text-sm">
          <code>{code}</code>
        </pre>
      </section>
      <div>
        <CopyButton
          text={code}
          texts={{
            copy: t("embed:settings.copy"),
            copied: t("embed:settings.copied"),
            copyFailed: t("embed:settings.copyFailed"),
          }}
        />
      </div>
    </div>
  );
}
