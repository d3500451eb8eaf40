import { MEDIA_KINDS } from "../../../contract/media-files";
import { FilterBar, FilterInput, FilterSelect } from "../../components/ui/filter-bar";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/content";

/** Search by name or alt text and filter by kind: a GET form, so it works without JavaScript and can be shared. */
export function MediaSearchForm({ q, kind }: { q: string; kind: string }) {
  const { t } = useTranslation();
  return (
    <FilterBar role="search" className="sm:grid-cols-[1fr_auto_auto] sm:items-end" submit={t("content:fileUpload.apply")}>
      <FilterInput label={t("content:fileUpload.search")} name="q" defaultValue={q} maxLength={100} />
      <FilterSelect
        label={t("content:fileUpload.kind")}
        name="kind"
        defaultValue={kind}
        all={t("content:fileUpload.kinds.all")}
        options={MEDIA_KINDS.map((value) => [value, t(`content:fileUpload.kinds.${value}`)] as const)}
      />
    </FilterBar>
  );
}
