import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { ACTIVITY_TYPES } from "../../../contract/organization-options";
import type { SocialMapOrganization } from "../../../contract/social-map";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/social-map";
import { useAuthoredLang, useLocalePath } from "../../lib/locale";

/** The names of an organization's activity types, in the list's order. */
export function useActivityNames() {
  const { t } = useTranslation();
  return (ids: number[]) =>
    ACTIVITY_TYPES.filter((type) => ids.includes(type.id)).map((type) => t(`organizations:activityTypes.${type.key}`));
}

/** The organizations of one page as a list: the map's accessible equal, and what works without JavaScript. */
export function SocialMapList({ organizations }: { organizations: SocialMapOrganization[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const activityNames = useActivityNames();
  // The kind of organization is its own Dutch words.
  const dutch = useAuthoredLang();
  return (
    <ul
      aria-label={t("social-map:listLabel")}
      className="divide-y divide-border rounded-lg border border-border bg-surface-raised"
      data-testid="social-map-list"
    >
      {organizations.map((organization) => {
        const activities = activityNames(organization.activityTypeIds);
        return (
          <li key={organization.id} className="relative flex flex-col gap-1 px-4 py-3 hover:bg-surface">
            <Link to={to(`/sociale-kaart/${organization.id}`)} className="font-semibold stretched-link">
              {organization.name}
            </Link>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-fg-muted">
              {organization.city && (
                <span className="inline-flex items-center gap-1">
                  <MapPin className="size-4" aria-hidden />
                  {organization.city}
                </span>
              )}
              {organization.nonProfitType && <span lang={dutch}>{organization.nonProfitType}</span>}
            </p>
            {activities.length > 0 && (
              <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={t("social-map:detail.activities")}>
                {activities.map((name) => (
                  <li key={name} className="rounded-full bg-surface-sunken px-2.5 py-0.5 text-sm font-medium">
                    {name}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
