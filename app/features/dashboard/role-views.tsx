import { Building2, CalendarCheck, CheckCircle2, Hourglass, Inbox, Megaphone, Send, Undo2, XCircle } from "lucide-react";
import type { ApplicationStatus } from "../../../contract/applications";
import type { OrganizationDashboard, StaffDashboard, VolunteerDashboard } from "../../../contract/dashboard";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { ApplicationList, VacancyList } from "./short-lists";
import { StatCard, StatGrid } from "./stat-card";
import "../../lib/texts/dashboard";

const EXPIRING_LIST = "/vacancies?status=published&sort=expires_at";
const STATUS_ICONS: Record<ApplicationStatus, typeof Send> = {
  submitted: Send,
  accepted: CheckCircle2,
  rejected: XCircle,
  withdrawn: Undo2,
};

/** A volunteer or student: his applications by status, his latest ones, and new vacancies of his centre. */
export function VolunteerView({ dashboard }: { dashboard: VolunteerDashboard }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const statuses = Object.keys(STATUS_ICONS) as ApplicationStatus[];
  return (
    <>
      <StatGrid label={t("dashboard:volunteer.applications")}>
        {statuses.map((status) => (
          <StatCard
            key={status}
            testId={`card-applications-${status}`}
            label={t(`applications:statuses.${status}`)}
            value={dashboard.applicationsByStatus[status] ?? 0}
            to={to(`/mijn-aanmeldingen?status=${status}`)}
            icon={STATUS_ICONS[status]}
          />
        ))}
      </StatGrid>
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
  const to = useLocalePath();
  return (
    <>
      <StatGrid label={t("dashboard:figures")}>
        <StatCard
          testId="card-open-vacancies"
          label={t("dashboard:organization.openVacancies")}
          value={dashboard.openVacancies}
          to={to("/vacancies?status=published")}
          icon={Megaphone}
        />
        <StatCard
          testId="card-new-applications"
          label={t("dashboard:organization.newApplications")}
          value={dashboard.newApplications}
          to={to(`/applications?status=submitted&from=${dashboard.newSince}`)}
          icon={Inbox}
        />
        <StatCard
          testId="card-expiring"
          label={t("dashboard:organization.expiringVacancies")}
          value={dashboard.expiringVacancies}
          to={to(EXPIRING_LIST)}
          icon={Hourglass}
        />
      </StatGrid>
      <Lists dashboard={dashboard} />
    </>
  );
}

/** Centre staff: organizations to review, this month's vacancies and applications, and those expiring. */
export function StaffView({ dashboard }: { dashboard: StaffDashboard }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <>
      <StatGrid label={t("dashboard:figures")}>
        <StatCard
          testId="card-pending-organizations"
          label={t("dashboard:staff.pendingOrganizations")}
          value={dashboard.pendingOrganizations}
          to={to("/organizations/approve")}
          icon={Building2}
        />
        <StatCard
          testId="card-published-this-month"
          label={t("dashboard:staff.vacanciesPublishedThisMonth")}
          value={dashboard.vacanciesPublishedThisMonth}
          to={to("/vacancies?status=published")}
          icon={Megaphone}
        />
        <StatCard
          testId="card-applications-this-month"
          label={t("dashboard:staff.applicationsThisMonth")}
          value={dashboard.applicationsThisMonth}
          to={to(`/applications?from=${dashboard.monthStart}`)}
          icon={CalendarCheck}
        />
        <StatCard
          testId="card-expiring"
          label={t("dashboard:staff.expiringVacancies")}
          value={dashboard.expiringVacancies}
          to={to(EXPIRING_LIST)}
          icon={Hourglass}
        />
      </StatGrid>
      <Lists dashboard={dashboard} />
    </>
  );
}

function Lists({ dashboard }: { dashboard: OrganizationDashboard | StaffDashboard }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
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
  );
}
