import type { BlockOf } from "../../../contract/content-blocks";
import type { PublicForm } from "../../../contract/form-submissions";
import { useAuthoredText } from "../../lib/content-language";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import { FormView } from "../forms/form-view";
import { SpamFields } from "../forms/spam-fields";
import "../../lib/texts/form-answers";
import { useBlockLang } from "./block-lang";

/**
 * A public form on a content page: answered here, posted to the form's own page (/forms/{token}), which checks it,
 * thanks the visitor and shows what was wrong if anything was.
 */
export function BuilderFormView({ block, form }: { block: BlockOf<"BuilderForm">; form: PublicForm }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = block.title || form.title;
  // A block's own title is the page's text: Dutch where the page is shown in Dutch on a page in another language.
  const blockLang = useBlockLang();
  const titleEn = block.title ? (blockLang ? null : block.title) : form.titleEn;
  const closedTitle = useAuthoredText()(title, titleEn);
  return (
    <section className="px-4 py-8 sm:px-6">
      <div className="mx-auto max-w-2xl rounded-lg border border-border bg-surface-raised p-4 shadow-sm sm:p-8">
        {form.state === "open" ? (
          <FormView
            title={title}
            description={form.description}
            titleEn={titleEn}
            descriptionEn={form.descriptionEn}
            questions={form.questions}
            headingLevel="h2"
            submitLabel={t("form-answers:page.send")}
            action={`/${locale}/forms/${encodeURIComponent(form.id)}`}
            // Checked in the browser, then posted as a plain form to the form's page.
            onValid={() => {}}
          >
            <SpamFields startedAt={form.shownAt} />
          </FormView>
        ) : (
          <>
            <h2 className="text-2xl font-bold break-words" lang={closedTitle.lang}>
              {closedTitle.text}
            </h2>
            <p className="mt-2 text-fg-muted">{t("form-answers:errors.closed")}</p>
          </>
        )}
      </div>
    </section>
  );
}
