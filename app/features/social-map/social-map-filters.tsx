import { Search } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { ACTIVITY_TYPES } from "../../../contract/organization-options";
import { useTranslation } from "../../lib/i18n";
import { useAuthoredLang } from "../../lib/locale";
import "../../lib/texts/social-map";
import { Button } from "../../components/ui/button";
import { INPUT } from "../../components/ui/field";
import { Form } from "../../components/ui/form";

/** A plain GET form: it searches before (and without) JavaScript, and the URL keeps the filters. */
export function SocialMapFilters({ nonProfitTypes }: { nonProfitTypes: string[] }) {
  const { t } = useTranslation();
  // The kinds are the organizations' own Dutch words.
  const dutch = useAuthoredLang();
  const [params] = useSearchParams();
  const filtered = ["q", "activiteit", "soort"].some((key) => params.get(key));
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("social-map:filters.label")}
      className="grid gap-3 rounded-lg border border-border bg-surface-raised p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      <label className="flex flex-col gap-1.5 text-sm font-medium sm:col-span-2 lg:col-span-1">
        {t("social-map:filters.search")}
        <input type="search" name="q" defaultValue={params.get("q") ?? ""} className={INPUT} maxLength={100} />
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {t("social-map:filters.activityType")}
        <select name="activiteit" defaultValue={params.get("activiteit") ?? ""} className={INPUT}>
          <option value="">{t("social-map:filters.all")}</option>
          {ACTIVITY_TYPES.map(({ id, key }) => (
            <option key={id} value={id}>
              {t(`organizations:activityTypes.${key}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {t("social-map:filters.nonProfitType")}
        <select name="soort" defaultValue={params.get("soort") ?? ""} className={INPUT}>
          <option value="">{t("social-map:filters.all")}</option>
          {nonProfitTypes.map((type) => (
            <option key={type} value={type} lang={dutch}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
        <Button type="submit" size="lg">
          <Search className="size-4" aria-hidden />
          {t("social-map:filters.apply")}
        </Button>
        {filtered && (
          <Link to="?" className="text-sm font-medium text-link underline-offset-2 hover:underline">
            {t("social-map:filters.reset")}
          </Link>
        )}
      </div>
    </Form>
  );
}
