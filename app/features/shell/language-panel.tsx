import type { OnDemandPanelProps } from "../../components/ui/open-on-demand";
import { Sheet, SheetClose } from "../../components/ui/sheet";
import { useTranslation } from "../../lib/i18n";
import { LanguageList } from "./language-list";

/** Spec section 2: the language panel opens on the right; choosing keeps the current page. Loaded on first use. */
export default function LanguagePanel({ trigger, defaultOpen }: OnDemandPanelProps) {
  const { t } = useTranslation();
  return (
    <Sheet title={t("toolbar.language")} closeLabel={t("toolbar.close")} trigger={trigger} defaultOpen={defaultOpen}>
      <LanguageList wrap={(link) => <SheetClose asChild>{link}</SheetClose>} />
    </Sheet>
  );
}
