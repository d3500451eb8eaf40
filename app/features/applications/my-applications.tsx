import { Link } from "react-router";
import type { Application } from "../../../contract/applications";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { MyApplicationList } from "./my-application-list";
import "../../lib/texts/profile";

/** The profile's 'My applications': the latest few, and the way to all of them on the volunteer's own screen. */
export function MyApplications({ applications, total }: { applications: Application[]; total: number }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section aria-labelledby="my-applications" className="mt-10">
      <h2 id="my-applications" className="text-2xl font-bold">
        {t("applications:mine.title")}
      </h2>
      {applications.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-border p-6 text-center text-fg-muted">
          {t("applications:mine.empty")}
        </p>
      ) : (
        <MyApplicationList applications={applications} />
      )}
      {total > applications.length && (
        <Link
          to={to("/mijn-aanmeldingen")}
          className="mt-3 inline-flex min-h-11 items-center font-medium text-link underline-offset-4 hover:underline"
          data-testid="all-my-applications"
        >
          {t("profile:myApplications.seeAll", { count: total })}
        </Link>
      )}
    </section>
  );
}
