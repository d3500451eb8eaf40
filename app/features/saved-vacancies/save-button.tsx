import type { ContentLanguage } from "../../../contract/content-languages";
import { useTranslation } from "../../lib/i18n";
import { useSite } from "../../lib/site";
import { toggleSaved, useSaved } from "./saved-vacancies";

/**
 * The heart: keeps a vacancy for later; pressed when it is kept. Its name is the title as the card shows it, in hidden
 * text rather than aria-label, so a Dutch title on an English page keeps its lang for a screen reader's voice.
 */
export function SaveButton({
  id,
  title,
  className = "",
}: {
  id: string;
  title: { text: string; lang: ContentLanguage | undefined };
  className?: string;
}) {
  const { t } = useTranslation();
  // The words around the title, in the order the page's language puts them.
  const [before, after = ""] = t("vacancy-search:save", { title: "\u0000" }).split("\u0000");
  const userId = useSite()?.user?.id ?? null;
  const pressed = useSaved(id, userId === null ? null : String(userId));
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => toggleSaved(id, userId !== null)}
      // On a page without scripts the visitor script keeps a guest's hearts (visitor-script.ts).
      data-save-vacancy={id}
      className={`group inline-flex size-11 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-surface-sunken hover:text-red-700 aria-pressed:text-red-700 dark:hover:text-red-300 dark:aria-pressed:text-red-300 ${className}`}
      data-testid="save-vacancy"
    >
      <span className="sr-only">
        {before}
        <span lang={title.lang}>{title.text}</span>
        {after}
      </span>
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
