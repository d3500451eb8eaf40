// An organization's fixed value lists and rules without zod: public pages import these without the schemas.

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

/**
 * The kinds of activity a non-profit offers (profile.activity_type_ids). The spec names the field, not the list;
 * this fixed list is ours. Ids are stored, so never renumber: only add at the end. Names are in
 * locales/{nl,en}/organizations.json under activityTypes.
 */
export const ACTIVITY_TYPES = [
  { id: 1, key: "care" },
  { id: 2, key: "sport" },
  { id: 3, key: "culture" },
  { id: 4, key: "education" },
  { id: 5, key: "nature" },
  { id: 6, key: "neighbourhood" },
  { id: 7, key: "youth" },
  { id: 8, key: "elderly" },
  { id: 9, key: "events" },
  { id: 10, key: "office" },
] as const;
