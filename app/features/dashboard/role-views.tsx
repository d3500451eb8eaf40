import {
  Building2,
  CalendarCheck,
  CheckCircle2,
  Hourglass,
  Inbox,
  type LucideIcon,
  Megaphone,
  Send,
  Undo2,
  XCircle,
} from "lucide-react";
import type { ApplicationStatus } from "../../../contract/applications";
import type { OrganizationDashboard, StaffDashboard, VolunteerDashboard } from "../../../contract/dashboard";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { ApplicationList, VacancyList } from "./short-lists";
import { type Figure, StatGrid } from "./stat-card";
import "../../lib/texts/dashboard";

const EXPIRING_LIST = "/vacancies?status=published&sort=expires_at";
const PUBLISHED_LIST = "/vacancies?status=published";
const STATUS_ICONS: Record<ApplicationStatus, LucideIcon> = {
  submitted: Send,
  accepted: CheckCircle2,
  rejected: XCircle,
  withdrawn: Undo2,
};

/** A volunteer or student: his applications by status, his latest ones, and new vacancies of his centre. */
export function VolunteerView({ dashboard }: { dashboard: VolunteerDashboard }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const figures = (Object.keys(STATUS_ICONS) as ApplicationStatus[]).map((status) => ({
    id: `applications-${status}`,
    label: t(`applications:statuses.${status}`),
    value: dashboard.applicationsByStatus[status] ?? 0,
    to: to(`/mijn-aanmeldingen?status=${status}`),
    icon: STATUS_ICONS[status],
  }));
  return (
    <>
      <StatGrid label={t("dashboard:volunteer.applications")} figures={figures} />
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <VacancyList
          testId="list-suggestions"
          title={t("dashboard:volunteer.suggestions")}
          empty={t("dashboard:volunteer.noSuggestions")}
          items={dashboard.suggestions}
          show="published"
        />
        <ApplicationList
          testId="list-applications"
          title={t("dashboard:volunteer.latestApplications")}
          empty={t("dashboard:volunteer.noApplications")}
          all={to("/mijn-aanmeldingen")}
          items={dashboard.latestApplications}
        />
      </div>
    </>
  );
}

/** An organization's superuser: the selected organization's open vacancies, new applications and those expiring. */
export function OrganizationView({ dashboard }: { dashboard: OrganizationDashboard }) {
  const { t } = useTranslation();
  const figure = useFigure(dashboard, (key) => t(`dashboard:organization.${key}`));
  const newApplications = `/applications?status=submitted&from=${dashboard.newSince}`;
  return (
    <ManagerView
      dashboard={dashboard}
      figures={[
        figure("openVacancies", "open-vacancies", PUBLISHED_LIST, Megaphone),
        figure("newApplications", "new-applications", newApplications, Inbox),
        figure("expiringVacancies", "expiring", EXPIRING_LIST, Hourglass),
      ]}
    />
  );
}

/** Centre staff: organizations to review, this month's vacancies and applications, and those expiring. */
export function StaffView({ dashboard }: { dashboard: StaffDashboard }) {
  const { t } = useTranslation();
  const figure = useFigure(dashboard, (key) => t(`dashboard:staff.${key}`));
  return (
    <ManagerView
      dashboard={dashboard}
      figures={[
        figure("pendingOrganizations", "pending-organizations", "/organizations/approve", Building2),
        figure("vacanciesPublishedThisMonth", "published-this-month", PUBLISHED_LIST, Megaphone),
        figure("applicationsThisMonth", "applications-this-month", `/applications?from=${dashboard.monthStart}`, CalendarCheck),
        figure("expiringVacancies", "expiring", EXPIRING_LIST, Hourglass),
      ]}
    />
  );
}

type CountOf<D> = { [K in keyof D]-?: D[K] extends number ? K : never }[keyof D] & string;

/** A figure is the dashboard's count of that name, labelled by the text of the same key. */
function useFigure<D>(dashboard: D, label: (key: string) => string) {
  const to = useLocalePath();
  return (key: CountOf<D>, id: string, path: string, icon: LucideIcon): Figure => ({
    id,
    label: label(key),
    value: Number(dashboard[key]),
    to: to(path),
    icon,
  });
}

/** Who manages vacancies: his figures, then the latest applications and the vacancies about to expire. */
function ManagerView({ dashboard, figures }: { dashboard: OrganizationDashboard | StaffDashboard; figures: Figure[] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <>
      <StatGrid label={t("dashboard:figures")} figures={figures} />
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <ApplicationList
          testId="list-applications"
          title={t("dashboard:lists.latestApplications")}
          empty={t("dashboard:lists.noApplications")}
          all={to("/applications")}
          items={dashboard.latestApplications}
        />
        <VacancyList
          testId="list-expiring"
          title={t("dashboard:lists.expiring")}
          empty={t("dashboard:lists.noExpiring")}
          all={to(EXPIRING_LIST)}
          items={dashboard.expiring}
          show="expires"
        />
      </div>
    </>
  );
}
