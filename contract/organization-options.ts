// An organisation's fixed value lists and rules without zod: public pages import these without the schemas.

export const ORGANIZATION_TYPES = ["School", "VolunteerCenter", "NonProfit"] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** Spec section 4; approved is shown as Active. */
export const ORGANIZATION_STATUSES = ["pending", "approved", "denied", "archived", "deleted"] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/** DESIGN.md section 6: anything else is a 422. */
export const ORGANIZATION_TRANSITIONS: Record<OrganizationStatus, OrganizationStatus[]> = {
  pending: ["approved", "denied", "deleted"],
  denied: ["pending", "approved", "deleted"],
  approved: ["archived", "deleted"],
  archived: ["approved", "deleted"],
  deleted: [],
};

export const canTransitionOrganization = (from: OrganizationStatus, to: OrganizationStatus) =>
  from === to || ORGANIZATION_TRANSITIONS[from].includes(to);
