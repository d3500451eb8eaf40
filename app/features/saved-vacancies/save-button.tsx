import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import { toggleSaved, useSaved } from "./saved-vacancies";

/** The heart: keeps a vacancy for later; pressed when it is kept. */
export function SaveButton({ id, title, className = "" }: { id: string; title: string; className?: string }) {
  const { t } = useTranslation();
  const userId = useSite()?.user?.id ?? null;
  const pressed = useSaved(id, userId === null ? null : String(userId));
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t("vacancy-search:save", { title })}
      onClick={() => toggleSaved(id, userId !== null)}
      // On a page without scripts the visitor script keeps a guest's hearts (visitor-script.ts).
      data-save-vacancy={id}
      className={`group inline-flex size-11 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-surface-sunken hover:text-red-700 aria-pressed:text-red-700 dark:hover:text-red-300 dark:aria-pressed:text-red-300 ${className}`}
      data-testid="save-vacancy"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6 group-aria-pressed:fill-current"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
      </svg>
    </button>
  );
}
