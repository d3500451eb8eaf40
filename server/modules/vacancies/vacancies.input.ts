import type { VacancyCreateInput, VacancyUpdateInput } from "../../../contract/vacancies";
import type { VacancyFields } from "./vacancies.service";

const date = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

/** The wire's snake_case attributes as the service's fields; absent stays absent, so a patch changes only what it names. */
export function toVacancyFields(input: VacancyCreateInput | VacancyUpdateInput): VacancyFields {
  const fields: VacancyFields = {
    title: input.title,
    summary: input.summary,
    description: input.description,
    vacancyType: input.vacancy_type,
    helpKind: input.help_kind,
    ageGroupIds: input.age_group_ids,
    tags: input.tags,
    frequency: input.frequency,
    dates: input.dates?.map((d) => ({ startsAt: new Date(d.starts_at), endsAt: d.ends_at ? new Date(d.ends_at) : null })),
    expiresAt: date(input.expires_at),
    contactPersonId: input.contact_person_id,
    contactPhoneVisible: input.contact_phone_visible,
    remote: input.remote,
    street: input.street,
    houseNumber: input.house_number,
    postalCode: input.postal_code,
    city: input.city,
    latitude: input.latitude,
    longitude: input.longitude,
    imageUploadId: input.image_upload_id,
    hoursPerWeek: input.hours_per_week,
    expensesReimbursed: input.expenses_reimbursed,
    vogRequired: input.vog_required,
    minimumAge: input.minimum_age,
    languageLevel: input.language_level,
    wheelchairAccessible: input.wheelchair_accessible,
    fromHome: input.from_home,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as VacancyFields;
}
