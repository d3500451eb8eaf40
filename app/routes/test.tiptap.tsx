import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { DevPage } from "../features/dev/dev-page";
import { RichTextEditor } from "../features/vacancies/admin/rich-text-editor";
import { useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/test.tiptap";
import "../lib/texts/dev-pages";

export const handle: RouteHandle = { title: "dev-pages:tiptap.title" };

const SAMPLE = "<h2>Vrijwilligerswerk</h2><p>Een <strong>vetgedrukt</strong> en <em>schuin</em> woord.</p><ul><li>Eén</li></ul>";

/** What the editor posted, shown back as text (never as markup: this page does not sanitise). */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  return { html: String(form.get("content") ?? "").slice(0, 20_000) };
}

/** Developer page: the rich-text editor (tiptap) as the vacancy form uses it, and the HTML it posts. */
export default function TiptapTest({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <DevPage page="tiptap">
      <Form method="post" className="flex flex-col gap-3">
        <label id="content-label" htmlFor="content" className="text-sm font-medium">
          {t("dev-pages:tiptap.label")}
        </label>
        <RichTextEditor name="content" defaultValue={actionData?.html ?? SAMPLE} onChange={() => {}} onBlur={() => {}} />
        <div>
          <Button type="submit">{t("dev-pages:tiptap.submit")}</Button>
        </div>
      </Form>
      {actionData && (
        <section>
          <h2 className="text-lg font-semibold">{t("dev-pages:tiptap.posted")}</h2>
          <pre
            className="mt-2 rounded-md bg-surface-sunken p-4 text-xs whitespace-pre-wrap break-all"
            data-testid="tiptap-posted"
          >
            {actionData.html}
          </pre>
        </section>
      )}
    </DevPage>
  );
}
