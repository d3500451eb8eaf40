import { useTranslation } from "../../lib/i18n";

/** Text badges for the ANBI status and NOV membership (no third-party logo files are fetched). */
export function QualityMarks({ anbi, nov }: { anbi: boolean; nov: boolean }) {
  const { t } = useTranslation();
  if (!anbi && !nov) return null;
  return (
    <ul className="flex flex-wrap gap-3" data-testid="quality-marks">
      {anbi && (
        <li className="inline-flex items-center gap-2 rounded-md border border-current/30 px-3 py-1.5 text-sm">
          <span className="font-black tracking-wider">ANBI</span>
          <span className="opacity-80">{t("footer.anbi")}</span>
        </li>
      )}
      {nov && (
        <li className="inline-flex items-center gap-2 rounded-md border border-current/30 px-3 py-1.5 text-sm">
          <span className="font-black tracking-wider">NOV</span>
          <span className="opacity-80">{t("footer.nov")}</span>
        </li>
      )}
    </ul>
  );
}
