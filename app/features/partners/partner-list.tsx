import { ImageOff } from "lucide-react";
import { useFetcher } from "react-router";
import type { Partner } from "../../../contract/partners";
import { RowActions } from "../../components/ui/row-actions";
import { SortableList } from "../../components/ui/sortable-list";
import { useTranslation } from "../../lib/i18n";
import { rowTexts } from "../content/row-texts";
import "../../lib/texts/content";

/** The centre's partners in their order: logo, name and website, a drag handle, up and down, edit and delete. */
export function PartnerList({ partners, editHref }: { partners: Partner[]; editHref: (partner: Partner) => string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const label = (key: string, options?: Record<string, unknown>) => t(`content:partners.${key}`, options);
  const move = (id: string, position: number) =>
    fetcher.submit({ intent: "move", id, position: String(position) }, { method: "post" });
  return (
    <SortableList id="partners" items={partners} onMove={move} className="flex flex-col gap-2" label={label("listLabel")}>
      {(partner, handle) => {
        const index = partners.findIndex((p) => p.id === partner.id);
        return (
          <div
            className="flex items-center gap-3 rounded-lg border border-border bg-surface-raised p-2 max-sm:flex-wrap"
            data-testid="partner-row"
          >
            {handle}
            <div className="flex h-12 w-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-white">
              {partner.logoUrl ? (
                <img src={partner.logoUrl} alt="" className="max-h-full max-w-full object-contain" loading="lazy" />
              ) : (
                <>
                  <ImageOff className="size-5 text-neutral-500" aria-hidden />
                  <span className="sr-only">{label("noLogo")}</span>
                </>
              )}
            </div>
            <div className="min-w-0 flex-1 py-1">
              <p className="font-semibold break-words">{partner.name}</p>
              {partner.url && <p className="truncate text-sm text-fg-muted">{partner.url}</p>}
            </div>
            <RowActions
              id={partner.id}
              index={index}
              count={partners.length}
              editHref={editHref(partner)}
              texts={rowTexts(t, "content:partners", partner.name, t("content:partners.confirmDelete", { name: partner.name }))}
            />
          </div>
        );
      }}
    </SortableList>
  );
}
