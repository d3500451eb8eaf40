import { z } from "zod";
import { POSTAL_CODE } from "./fields";
import { resourceId } from "./ids";
import {
  ACTIVITY_FREQUENCIES,
  type ActivityFrequency,
  AGE_GROUPS,
  HELP_KINDS,
  type HelpKind,
  LANGUAGE_LEVELS,
  type LanguageLevel,
  VACANCY_STATUSES,
  VACANCY_TAGS,
  VACANCY_TYPES,
  type VacancyStatus,
  type VacancyTag,
  type VacancyType,
} from "./vacancy-options";
import { MAX_VACANCY_THEMES, VACANCY_THEME_IDS, type VacancyTheme } from "./vacancy-themes";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || null)
    .nullable();

export const activityDateSchema = z
  .object({ starts_at: z.iso.datetime({ offset: true }), ends_at: z.iso.datetime({ offset: true }).nullable().optional() })
  .refine((d) => !d.ends_at || Date.parse(d.ends_at) >= Date.parse(d.starts_at), { path: ["ends_at"] });

/** Everything an organization writes about a vacancy (DESIGN.md section 6 bounds). */
export const vacancyAttributesSchema = z.object({
  title: z.string().trim().min(3).max(120),
  summary: optionalText(300).optional(),
  /** Rich text (HTML); sanitised on the server. */
  description: z.string().trim().min(10).max(10_000),
  /** The English title and description (decision 35); empty or null: none, /en shows the Dutch marked as Dutch. */
  title_en: optionalText(120).optional(),
  description_en: optionalText(10_000).optional(),
  vacancy_type: z.enum(VACANCY_TYPES),
  /** Required for PERSON_TO_PERSON_TYPES, null for the others (helpKindProblem; checked with the vacancy type). */
  help_kind: z.enum(HELP_KINDS).nullable().optional(),
  age_group_ids: z.array(z.number().int().min(1).max(AGE_GROUPS.length)).max(AGE_GROUPS.length),
  tags: z.array(z.enum(VACANCY_TAGS)).max(VACANCY_TAGS.length),
  themes: z
    .array(z.enum(VACANCY_THEME_IDS))
    .max(MAX_VACANCY_THEMES)
    .refine((list) => new Set(list).size === list.length),
  frequency: z.enum(ACTIVITY_FREQUENCIES).nullable().optional(),
  dates: z.array(activityDateSchema).max(100),
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
  contact_person_id: resourceId.nullable().optional(),
  /** Whether visitors see the contact person's phone and e-mail. */
  show_contact_details: z.boolean(),
  remote: z.boolean(),
  street: optionalText(100).optional(),
  house_number: optionalText(10).optional(),
  postal_code: z
    .union([z.literal(""), z.string().trim().regex(POSTAL_CODE)])
    .transform((v) => (v ? v.replace(/^(\d{4}) ?([A-Za-z]{2})$/, "$1 $2").toUpperCase() : null))
    .nullable()
    .optional(),
  city: optionalText(100).optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  /** An upload (POST /api/v1/uploads) to show as the vacancy's image; null takes the image away. */
  image_upload_id: resourceId.nullable().optional(),
  hours_per_week: z.number().min(0).max(80).nullable().optional(),
  expenses_reimbursed: z.boolean(),
  vog_required: z.boolean(),
  minimum_age: z.number().int().min(0).max(99).nullable().optional(),
  language_level: z.enum(LANGUAGE_LEVELS),
  wheelchair_accessible: z.boolean(),
  from_home: z.boolean(),
});

const { shape } = vacancyAttributesSchema;

/** A new vacancy: what is left out takes its default. */
export const vacancyCreateSchema = vacancyAttributesSchema.extend({
  organization_id: resourceId.optional(),
  status: z.enum(["draft", "published"]).default("draft"),
  age_group_ids: shape.age_group_ids.default([]),
  tags: shape.tags.default([]),
  themes: shape.themes.default([]),
  dates: shape.dates.default([]),
  /** Left out: the organization's default (showContactDetailsDefault). */
  show_contact_details: shape.show_contact_details.optional(),
  remote: shape.remote.default(false),
  expenses_reimbursed: shape.expenses_reimbursed.default(false),
  vog_required: shape.vog_required.default(false),
  language_level: shape.language_level.default("none"),
  wheelchair_accessible: shape.wheelchair_accessible.default(false),
  from_home: shape.from_home.default(false),
});

export const vacancyUpdateSchema = vacancyAttributesSchema
  .extend({ status: z.enum(VACANCY_STATUSES) })
  .partial()
  .strict();

/** The one-click link of the reminder mail. */
export const stillOpenSchema = z.object({ token: z.string().trim().min(1).max(200) });

export type VacancyAttributes = z.output<typeof vacancyAttributesSchema>;
export type VacancyCreateInput = z.infer<typeof vacancyCreateSchema>;
export type VacancyUpdateInput = z.infer<typeof vacancyUpdateSchema>;

/** A vacancy as the client sees it (camelCase, after deserialising). */
export interface Vacancy {
  id: string;
  type: "vacancies";
  title: string;
  /** The English title and description, null where none was written (decision 35). */
  titleEn: string | null;
  summary: string | null;
  description: string;
  descriptionEn: string | null;
  status: VacancyStatus;
  vacancyType: VacancyType;
  helpKind: HelpKind | null;
  ageGroupIds: number[];
  tags: VacancyTag[];
  themes: VacancyTheme[];
  frequency: ActivityFrequency | null;
  dates: { startsAt: string; endsAt: string | null }[];
  expiresAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  showContactDetails: boolean;
  remote: boolean;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The image (WebP, at most 1600 px) and its small variant (480 px wide), or null. */
  imageUrl: string | null;
  imageSmallUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageSmallWidth: number | null;
  imageUploadId: number | null;
  hoursPerWeek: number | null;
  expensesReimbursed: boolean;
  vogRequired: boolean;
  minimumAge: number | null;
  languageLevel: LanguageLevel;
  wheelchairAccessible: boolean;
  fromHome: boolean;
  organization?: { id: string; name: string; organizationType: string; city: string | null; logoUrl?: string | null } | null;
  /** E-mail and phone only for staff, or when the vacancy shows its contact details. */
  contactPerson?: { id: string; fullName: string; email: string | null; phoneNumber: string | null } | null;
}
