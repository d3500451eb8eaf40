import type { OrganizationType } from "./organization-options";

/** The social map's query (/sociale-kaart and /api/v1/social_map_organizations): search text and two filters. */
export const SOCIAL_MAP_FILTERS = ["name_cont", "activity_type_id_eq", "non_profit_type_eq"] as const;

export const SOCIAL_MAP_PAGE_SIZE = 24;

/** An organization on the social map: only what it made public. */
export interface SocialMapOrganization {
  id: string;
  type: "social_map_organizations";
  name: string;
  organizationType: OrganizationType;
  nonProfitType: string | null;
  activityTypeIds: number[];
  description: string | null;
  website: string | null;
  /** Null when the organization keeps its phone number to itself. */
  phoneNumber: string | null;
  contactEmail: string | null;
  logoUrl: string | null;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  /** With include=vacancies: its open (published) vacancies. */
  vacancies?: { id: string; title: string; titleEn: string | null; city: string | null }[];
}
