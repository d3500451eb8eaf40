import { amsterdamToIso, endOfAmsterdamDay, isoToAmsterdamDate, isoToAmsterdamLocal } from "../../../../contract/amsterdam-time";
import { formatNumber } from "../../../../contract/intl-formats";
import type { Vacancy } from "../../../../contract/vacancies";
import {
  ACTIVITY_FREQUENCIES,
  HELP_KINDS,
  isPersonToPersonType,
  LANGUAGE_LEVELS,
  VACANCY_STATUSES,
  VACANCY_TAGS,
  type VacancyStatus,
} from "../../../../contract/vacancy-options";
import type { Locale } from "../../../../locales/languages";

/**
 * The vacancy form as its controls hold it: strings for text, numbers and wall-clock dates, so that a form the
 * API refused is shown again exactly as it was typed. The same shape comes from a saved vacancy and from a post.
 */
export interface VacancyDraft {
  organization_id: string;
  title: string;
  summary: string;
  description: string;
  vacancy_type: string;
  help_kind: string;
  tags: string[];
  themes: string[];
  age_group_ids: number[];
  frequency: string;
  dates: { starts_at: string; ends_at: string }[];
  expires_at: string;
  contact_person_id: string;
  show_contact_details: boolean;
  remote: boolean;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  hours_per_week: string;
  expenses_reimbursed: boolean;
  vog_required: boolean;
  minimum_age: string;
  language_level: string;
  wheelchair_accessible: boolean;
  from_home: boolean;
  /** An upload made for this form but not saved with the vacancy yet (the API refused another field). */
  image_upload_id: string;
  /** The image shown in the form: the saved one, or that upload (its small variant). */
  image_url: string;
  image_remove: boolean;
}

export const emptyDraft = (organizationId = ""): VacancyDraft => ({
  organization_id: organizationId,
  title: "",
  summary: "",
  description: "",
  vacancy_type: "volunteering",
  help_kind: "",
  tags: [],
  themes: [],
  age_group_ids: [],
  frequency: "",
  dates: [],
  expires_at: "",
  contact_person_id: "",
  show_contact_details: false,
  remote: false,
  street: "",
  house_number: "",
  postal_code: "",
  city: "",
  hours_per_week: "",
  expenses_reimbursed: false,
  vog_required: false,
  minimum_age: "",
  language_level: "none",
  wheelchair_accessible: false,
  from_home: false,
  image_upload_id: "",
  image_url: "",
  image_remove: false,
});

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value));

export function draftFromVacancy(vacancy: Vacancy & { organizationId?: number }, locale: Locale): VacancyDraft {
  return {
    organization_id: text(vacancy.organization?.id ?? vacancy.organizationId),
    title: vacancy.title,
    summary: text(vacancy.summary),
    description: vacancy.description,
    vacancy_type: vacancy.vacancyType,
    help_kind: text(vacancy.helpKind),
    tags: [...vacancy.tags],
    themes: [...vacancy.themes],
    age_group_ids: [...vacancy.ageGroupIds],
    frequency: text(vacancy.frequency),
    dates: vacancy.dates.map((d) => ({ starts_at: isoToAmsterdamLocal(d.startsAt), ends_at: isoToAmsterdamLocal(d.endsAt) })),
    expires_at: isoToAmsterdamDate(vacancy.expiresAt),
    contact_person_id: text(vacancy.contactPerson?.id),
    show_contact_details: vacancy.showContactDetails,
    remote: vacancy.remote,
    street: text(vacancy.street),
    house_number: text(vacancy.houseNumber),
    postal_code: text(vacancy.postalCode),
    city: text(vacancy.city),
    // "1,5" in Dutch, as the admin types it (draftFromForm reads either separator).
    hours_per_week: vacancy.hoursPerWeek === null ? "" : formatNumber(locale, vacancy.hoursPerWeek),
    expenses_reimbursed: vacancy.expensesReimbursed,
    vog_required: vacancy.vogRequired,
    minimum_age: text(vacancy.minimumAge),
    language_level: vacancy.languageLevel,
    wheelchair_accessible: vacancy.wheelchairAccessible,
    from_home: vacancy.fromHome,
    image_upload_id: "",
    image_url: vacancy.imageSmallUrl ?? vacancy.imageUrl ?? "",
    image_remove: false,
  };
}

/** Only our own files may come back from a posted form as the image to show. */
const OWN_IMAGE = /^\/uploads\/[a-z0-9][a-z0-9_/-]*\.webp$/;

/** The posted form (with or without JavaScript) as a draft; unknown options are dropped here, bad text is the API's to refuse. */
export function draftFromForm(form: FormData): VacancyDraft {
  const value = (name: string) => String(form.get(name) ?? "");
  const all = (name: string) => form.getAll(name).map(String);
  const checked = (name: string) => form.get(name) === "on" || form.get(name) === "true";
  const starts = all("dates_starts_at");
  const ends = all("dates_ends_at");
  return {
    organization_id: value("organization_id"),
    title: value("title"),
    summary: value("summary"),
    description: value("description"),
    vacancy_type: value("vacancy_type"),
    help_kind: value("help_kind"),
    tags: all("tags").filter((tag) => (VACANCY_TAGS as readonly string[]).includes(tag)),
    // Unknown ones go along, so the API names them rather than the form dropping them unseen.
    themes: all("themes"),
    age_group_ids: all("age_group_ids").map(Number).filter(Number.isInteger),
    frequency: value("frequency"),
    // A row left empty (both times blank) is a row the person did not fill in, not an error.
    dates: starts
      .map((starts_at, i) => ({ starts_at: starts_at.trim(), ends_at: (ends[i] ?? "").trim() }))
      .filter((d) => d.starts_at || d.ends_at),
    expires_at: value("expires_at"),
    contact_person_id: value("contact_person_id"),
    show_contact_details: checked("show_contact_details"),
    remote: checked("remote"),
    street: value("street"),
    house_number: value("house_number"),
    postal_code: value("postal_code"),
    city: value("city"),
    hours_per_week: value("hours_per_week"),
    expenses_reimbursed: checked("expenses_reimbursed"),
    vog_required: checked("vog_required"),
    minimum_age: value("minimum_age"),
    language_level: value("language_level") || "none",
    wheelchair_accessible: checked("wheelchair_accessible"),
    from_home: checked("from_home"),
    image_upload_id: /^[1-9]\d{0,9}$/.test(value("image_upload_id")) ? value("image_upload_id") : "",
    image_url: OWN_IMAGE.test(value("image_url")) ? value("image_url") : "",
    image_remove: checked("image_remove"),
  };
}

/** A number control's text: empty is null, anything else goes as typed (a number, or text for the API to refuse). */
const numberOrNull = (value: string): number | string | null => {
  const trimmed = value.trim().replace(",", ".");
  if (!trimmed) return null;
  const n = Number(trimmed);
  return Number.isNaN(n) ? trimmed : n;
};

/** A wall-clock time as an instant, or as typed when it is none (so the API names the field instead of dropping it). */
const instantOr = (local: string) => (local ? (amsterdamToIso(local) ?? local) : null);

/**
 * The draft as the API's attributes (snake_case, as vacancyCreateSchema / vacancyUpdateSchema read them). The
 * frequency and the dates belong to activities only, the help kind to person-to-person help; another type sends
 * none. An empty contact person is left out: a new vacancy then gets its author, a saved one keeps whom it has.
 */
export function attributesFromDraft(draft: VacancyDraft, options: { create: boolean; status?: string | null }) {
  const activity = draft.vacancy_type === "activity";
  const helpKind = (HELP_KINDS as readonly string[]).includes(draft.help_kind) ? draft.help_kind : null;
  const frequency = (ACTIVITY_FREQUENCIES as readonly string[]).includes(draft.frequency) ? draft.frequency : null;
  const status =
    options.status && (VACANCY_STATUSES as readonly string[]).includes(options.status)
      ? (options.status as VacancyStatus)
      : undefined;
  // Absent keeps the saved image; null takes it away.
  const image: { image_upload_id?: number | null } = draft.image_remove
    ? { image_upload_id: null }
    : draft.image_upload_id
      ? { image_upload_id: Number(draft.image_upload_id) }
      : {};
  return {
    ...(options.create && draft.organization_id
      ? { organization_id: Number(draft.organization_id) || draft.organization_id }
      : {}),
    ...(status ? { status } : {}),
    title: draft.title,
    summary: draft.summary,
    description: draft.description,
    vacancy_type: draft.vacancy_type,
    help_kind: isPersonToPersonType(draft.vacancy_type) ? helpKind : null,
    tags: draft.tags,
    themes: draft.themes,
    age_group_ids: draft.age_group_ids,
    frequency: activity ? frequency : null,
    dates: activity ? draft.dates.map((d) => ({ starts_at: instantOr(d.starts_at), ends_at: instantOr(d.ends_at) })) : [],
    expires_at: draft.expires_at ? (endOfAmsterdamDay(draft.expires_at) ?? draft.expires_at) : null,
    ...(draft.contact_person_id ? { contact_person_id: Number(draft.contact_person_id) || draft.contact_person_id } : {}),
    show_contact_details: draft.show_contact_details,
    remote: draft.remote,
    street: draft.street,
    house_number: draft.house_number,
    postal_code: draft.postal_code,
    city: draft.city,
    hours_per_week: numberOrNull(draft.hours_per_week),
    expenses_reimbursed: draft.expenses_reimbursed,
    vog_required: draft.vog_required,
    minimum_age: numberOrNull(draft.minimum_age),
    language_level: (LANGUAGE_LEVELS as readonly string[]).includes(draft.language_level) ? draft.language_level : "none",
    wheelchair_accessible: draft.wheelchair_accessible,
    from_home: draft.from_home,
    ...image,
  };
}

/**
 * The API's errors by form field: "/data/attributes/dates/0/starts_at" -> "dates", "/data/attributes/title" -> "title";
 * an error without an attribute is "_form".
 */
export function fieldErrorsFromApi(errors: { detail?: string; title: string; source?: { pointer?: string } }[]) {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const match = /^\/data\/attributes\/([a-z_]+)/.exec(e.source?.pointer ?? "");
    out[match?.[1] ?? "_form"] ??= e.detail ?? e.title;
  }
  return out;
}
