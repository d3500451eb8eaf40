import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/profile";

/** A form's card on the profile pages. */
export const PROFILE_FORM = "mt-6 flex flex-col gap-5 rounded-lg border border-border bg-surface-raised p-4 shadow-sm sm:p-6";

/**
 * A part of the profile pages: its heading (which names the section) and intro, `${texts}.title` and `${texts}.intro`,
 * in one block above what it holds.
 */
export function ProfileSection({
  id,
  texts,
  className,
  children,
}: {
  id: string;
  texts: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className={className}>
      <div>
        <h2 id={id} className="text-xl font-semibold">
          {t(`${texts}.title`)}
        </h2>
        <p className="mt-1 text-fg-muted">{t(`${texts}.intro`)}</p>
      </div>
      {children}
    </section>
  );
}
