/** GET /api/v1/activities: one recent change in the caller's centre or organizations (issue 17), newest first. */
export interface Activity {
  id: string;
  /** The audit event's action, e.g. "organization.approve". */
  action: string;
  /** Who did it, or null when no one (the system) or someone since deleted. */
  actorName: string | null;
  /** The sentence, in the request's language. */
  message: string;
  /** Where the subject is seen, a path without the language prefix; null when it is gone. */
  link: string | null;
  createdAt: string;
}

/** Who has the toolbar's activity panel: centre staff, and organization superusers for their own organizations. */
export const ACTIVITY_ROLES = ["admin", "center_superuser", "organization_superuser"] as const;
