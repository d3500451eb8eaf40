import { Search } from "lucide-react";
import { MEDIA_KINDS } from "../../../contract/media-files";
import { Button } from "../../components/ui/button";
import { INPUT } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/content";

/** Search by name or alt text and filter by kind: a GET form, so it works without JavaScript and can be shared. */
export function MediaSearchForm({ q, kind }: { q: string; kind: string }) {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      role="search"
      className="grid gap-3 rounded-lg border border-border bg-surface-raised p-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
    >
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {t("content:fileUpload.search")}
        <input type="search" name="q" defaultValue={q} className={INPUT} maxLength={100} />
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {t("content:fileUpload.kind")}
        <select name="kind" defaultValue={kind} className={INPUT}>
          <option value="">{t("content:fileUpload.kinds.all")}</option>
          {MEDIA_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`content:fileUpload.kinds.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="lg">
        <Search className="size-4" aria-hidden />
        {t("content:fileUpload.apply")}
      </Button>
    </Form>
  );
}
