import type { ApplicationStatus } from "./applications";
import type { MatchOutcome } from "./match-followups";

/** A vacancy in one of the dashboard's short lists (expiring soon, or a suggestion). */
export interface DashboardVacancy {
  id: string;
  title: string;
  organizationName: string;
  city: string | null;
  expiresAt: string | null;
  publishedAt: string | null;
}

/** An application in the dashboard's 'latest applications'. */
export interface DashboardApplication {
  id: string;
  status: ApplicationStatus;
  name: string;
  vacancyId: string;
  vacancyTitle: string;
  createdAt: string;
  /** What the follow-up answers say of an accepted match (issue 44). */
  matchOutcome: MatchOutcome | null;
}

/** A volunteer or student: his own applications by status and a few vacancies of his centre to try. */
export interface VolunteerDashboard {
  kind: "volunteer";
  applicationsByStatus: Record<ApplicationStatus, number>;
  latestApplications: DashboardApplication[];
  suggestions: DashboardVacancy[];
}

/** An organization's superuser, for the selected organization. */
export interface OrganizationDashboard {
  kind: "organization";
  openVacancies: number;
  /** Submitted applications from newSince (a date, UTC) on: today and the six days before. */
  newApplications: number;
  newSince: string;
  expiringVacancies: number;
  expiring: DashboardVacancy[];
  latestApplications: DashboardApplication[];
}

/** Centre staff: the tenant admin for the whole tenant, a centre superuser for his centre. */
export interface StaffDashboard {
  kind: "staff";
  pendingOrganizations: number;
  /** Published from monthStart (the first of this month, a date, UTC) on. */
  vacanciesPublishedThisMonth: number;
  applicationsThisMonth: number;
  monthStart: string;
  expiringVacancies: number;
  expiring: DashboardVacancy[];
  latestApplications: DashboardApplication[];
}

/** GET /api/v1/dashboard: what the caller may see, by role (DESIGN.md section 6). */
export type Dashboard = VolunteerDashboard | OrganizationDashboard | StaffDashboard;

/** 'Expiring soon' means within this many days. */
export const EXPIRING_WITHIN_DAYS = 14;
/** 'New applications' are those of the last this many days, today included. */
export const NEW_APPLICATION_DAYS = 7;
/** The length of each short list. */
export const DASHBOARD_LIST_SIZE = 5;
