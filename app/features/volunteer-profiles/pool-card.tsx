import { BadgeCheck, Clock, MapPin } from "lucide-react";
import { ACTIVITY_TYPES } from "../../../contract/organization-options";
import { DAY_PARTS, type PoolProfile, WEEK_DAYS } from "../../../contract/volunteer-profiles";
import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { TextAreaField } from "../../components/ui/textarea-field";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/volunteer-profiles";

const CHIP = "rounded-full bg-surface-sunken px-2.5 py-0.5 text-sm";
const AVATAR = "size-16 shrink-0 rounded-full border border-border";

/** The volunteer's photo (small variant), or his initials when he has none. */
function PoolCardPhoto({ profile }: { profile: PoolProfile }) {
  const { t } = useTranslation();
  const firstName = profile.displayName.split(" ")[0];
  if (profile.photoSmallUrl) {
    return (
      <img
        src={profile.photoSmallUrl}
        alt={t("volunteer-profiles:pool.photoAlt", { name: firstName })}
        width={64}
        height={64}
        loading="lazy"
        className={`${AVATAR} bg-surface-sunken object-cover`}
        data-testid="pool-card-photo"
      />
    );
  }
  const initials = profile.displayName
    .split(" ")
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden
      data-testid="pool-card-initials"
      className={`${AVATAR} flex items-center justify-center bg-primary-100 text-xl font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100`}
    >
      {initials}
    </span>
  );
}

/** One volunteer in the pool: what he offers, never how to reach him; a reply form behind a disclosure. */
export function PoolCard({ profile }: { profile: PoolProfile }) {
  const { t } = useTranslation();
  const activity = (id: number) => ACTIVITY_TYPES.find((type) => type.id === id)?.key;
  const interests = [
    ...profile.vacancyTypes.map((type) => t(`vacancies:types.${type}`)),
    ...profile.activityTypeIds.map((id) => t(`organizations:activityTypes.${activity(id)}`)),
  ];
  // "Monday: morning, evening" per day the volunteer named.
  const days = WEEK_DAYS.map((day) => {
    const parts = DAY_PARTS.filter((part) => profile.availability.includes(`${day}_${part}`));
    return parts.length
      ? `${t(`volunteer-profiles:days.${day}`)}: ${parts.map((part) => t(`volunteer-profiles:parts.${part}`).toLowerCase()).join(", ")}`
      : null;
  }).filter(Boolean);
  const headingId = `pool-card-${profile.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-lg border border-border bg-surface-raised p-4 shadow-sm sm:p-5"
      data-testid="pool-card"
    >
      <div className="flex items-center gap-3">
        <PoolCardPhoto profile={profile} />
        <h2 id={headingId} className="min-w-0 text-lg font-semibold">
          {profile.displayName}
        </h2>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
        {profile.place && (
          <li className="flex items-center gap-1">
            <MapPin className="size-4" aria-hidden />
            {profile.place}
            {profile.kmAway !== null && ` (${t("volunteer-profiles:pool.kmAway", { km: profile.kmAway })})`}
          </li>
        )}
        {profile.hoursPerWeek !== null && (
          <li className="flex items-center gap-1">
            <Clock className="size-4" aria-hidden />
            {t("volunteer-profiles:pool.hours", { count: profile.hoursPerWeek })}
          </li>
        )}
        {profile.certificateOfConduct && (
          <li className="flex items-center gap-1">
            <BadgeCheck className="size-4" aria-hidden />
            {t("volunteer-profiles:pool.vog")}
          </li>
        )}
      </ul>
      {profile.about && <p className="whitespace-pre-line">{profile.about}</p>}
      {interests.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("volunteer-profiles:pool.interests")}>
          {interests.map((interest) => (
            <li key={interest} className={CHIP}>
              {interest}
            </li>
          ))}
        </ul>
      )}
      <dl className="grid gap-1 text-sm">
        {days.length > 0 && (
          <div>
            <dt className="font-medium">{t("volunteer-profiles:pool.availability")}</dt>
            <dd>{days.join("; ")}</dd>
          </div>
        )}
        {profile.skills.length > 0 && (
          <div>
            <dt className="font-medium">{t("volunteer-profiles:pool.skills")}</dt>
            <dd>{profile.skills.join(", ")}</dd>
          </div>
        )}
        {profile.languages.length > 0 && (
          <div>
            <dt className="font-medium">{t("volunteer-profiles:pool.languages")}</dt>
            <dd>{profile.languages.map((code) => t(`volunteer-profiles:languages.${code}`)).join(", ")}</dd>
          </div>
        )}
      </dl>
      <div className="mt-auto">
        {profile.replied ? (
          <p className="text-sm font-medium text-fg-muted">{t("volunteer-profiles:pool.replied")}</p>
        ) : (
          <details className="group">
            <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-border px-4 font-medium hover:bg-surface-sunken">
              {t("volunteer-profiles:pool.reply")}
            </summary>
            <Form method="post" className="mt-3 flex flex-col gap-3">
              <input type="hidden" name="volunteer_profile_id" value={profile.id} />
              <TextAreaField
                id={`reply-${profile.id}`}
                label={t("volunteer-profiles:pool.replyTo", { name: profile.displayName })}
                required
                hint={t("volunteer-profiles:pool.replyHint")}
                name="body"
                browserRequired
                minLength={10}
                maxLength={2000}
                className="h-auto min-h-28 py-2"
              />
              <div>
                <Button type="submit">{t("volunteer-profiles:pool.send")}</Button>
              </div>
            </Form>
          </details>
        )}
      </div>
    </article>
  );
}
