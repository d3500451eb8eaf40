import { MessageSquareReply, UserRoundPen, UserRoundSearch } from "lucide-react";
import { Link } from "react-router";
import type { Role } from "../../../contract/identity";
import { buttonClasses } from "../../components/ui/button";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { useSite } from "../../lib/site";
import "../../lib/texts/volunteer-profiles";

const POOL_ROLES: Role[] = ["admin", "center_superuser", "organization_superuser", "mentor"];
const PROFILE_ROLES: Role[] = ["volunteer", "student"];

/** The volunteer pool's screens a role uses, where the tenant has volunteer profiles: the dashboard shows them. */
export function PoolLinks({ roles }: { roles: Role[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  if (!useSite()?.site.features.volunteerProfiles) return null;
  const pool = roles.some((role) => POOL_ROLES.includes(role));
  const profile = roles.some((role) => PROFILE_ROLES.includes(role));
  if (!pool && !profile) return null;
  const link = buttonClasses({ flavor: "outline", color: "muted" });
  return (
    <nav aria-label={t("volunteer-profiles:pool.title")} className="mt-6 flex flex-wrap gap-3" data-testid="pool-links">
      {pool && (
        <Link to={to("/vrijwilligerspool")} className={link}>
          <UserRoundSearch className="size-4" aria-hidden />
          {t("volunteer-profiles:pool.title")}
        </Link>
      )}
      {profile && (
        <Link to={to("/profile-edit/vrijwilligersprofiel")} className={link}>
          <UserRoundPen className="size-4" aria-hidden />
          {t("volunteer-profiles:profile.tab")}
        </Link>
      )}
      <Link to={to("/profile-replies")} className={link}>
        <MessageSquareReply className="size-4" aria-hidden />
        {t("volunteer-profiles:replies.title")}
      </Link>
    </nav>
  );
}
