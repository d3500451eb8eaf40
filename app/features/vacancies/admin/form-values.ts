import type { z } from "zod";
import type { Vacancy } from "../../../../contract/vacancies";
import { vacancyCreateSchema, vacancyUpdateSchema } from "../../../../contract/vacancies";
import { isPersonToPersonType, VACANCY_STATUSES, type VacancyStatus } from "../../../../contract/vacancy-options";
import type { Locale } from "../../../../locales/languages";
import { codecOf, type FieldCodec, type FieldRule } from "./form-fields";

const shape = vacancyCreateSchema.shape;

/** The contract's attributes the form has no control of its own for: the buttons send the status, the image its own. */
const NOT_IN_FORM = ["status", "latitude", "longitude", "image_upload_id"] as const;
type FieldName = Exclude<keyof typeof shape, (typeof NOT_IN_FORM)[number]>;

/** Where a field differs from what its zod type says (form-fields.ts). */
const RULES: Partial<Record<FieldName, FieldRule>> = { expires_at: { day: true }, themes: { keepUnknown: true } };

const activity = (draft: VacancyDraft) => draft.vacancy_type === "activity";
/** Fields that belong to some types only; another type sends them empty. */
const ONLY_FOR: Partial<Record<FieldName, (draft: VacancyDraft) => boolean>> = {
  help_kind: (draft) => isPersonToPersonType(draft.vacancy_type),
  frequency: activity,
  dates: activity,
};

/** The form's fields: the contract's create schema, so a new attribute there is a new field here. */
const FIELDS = (Object.keys(shape) as (keyof typeof shape)[])
  .filter((name): name is FieldName => !(NOT_IN_FORM as readonly string[]).includes(name))
  .map((name) => ({
    name,
    codec: codecOf(name, shape[name], RULES[name]),
    // The organization is chosen once: an update cannot move a vacancy.
    createOnly: !(name in vacancyUpdateSchema.shape),
  }));

/** A control's value: check boxes hold booleans, lists their items, rows text per field; the rest is text. */
type DraftValue<T> = [NonNullable<T>] extends [boolean]
  ? boolean
  : NonNullable<T> extends (infer Item)[]
    ? (Item extends object ? { [K in keyof Item]-?: string } : Item extends number ? number : string)[]
    : string;

/**
 * The vacancy form as its controls hold it: strings for text, numbers and wall-clock dates, so that a form the
 * API refused is shown again exactly as it was typed. The same shape comes from a saved vacancy and from a post.
 */
export type VacancyDraft = { [K in FieldName]-?: DraftValue<z.output<typeof vacancyCreateSchema>[K]> } & {
  /** An upload made for this form but not saved with the vacancy yet (the API refused another field). */
  image_upload_id: string;
  /** The image shown in the form: the saved one, or that upload (its small variant). */
  image_url: string;
  image_remove: boolean;
};

const draftOf = (value: (codec: FieldCodec) => unknown) =>
  Object.fromEntries(FIELDS.map(({ name, codec }) => [name, value(codec)]));

export const emptyDraft = (organizationId = ""): VacancyDraft =>
  ({
    ...draftOf((codec) => codec.empty),
    organization_id: organizationId,
    image_upload_id: "",
    image_url: "",
    image_remove: false,
  }) as VacancyDraft;

export function draftFromVacancy(vacancy: Vacancy & { organizationId?: number }, locale: Locale): VacancyDraft {
  return {
    ...draftOf((codec) => codec.fromVacancy(vacancy as unknown as Record<string, unknown>, locale)),
    image_upload_id: "",
    image_url: vacancy.imageSmallUrl ?? vacancy.imageUrl ?? "",
    image_remove: false,
  } as VacancyDraft;
}

/** Only our own files may come back from a posted form as the image to show. */
const OWN_IMAGE = /^\/uploads\/[a-z0-9][a-z0-9_/-]*\.webp$/;

/** The posted form (with or without JavaScript) as a draft; unknown options are dropped here, bad text is the API's to refuse. */
export function draftFromForm(form: FormData): VacancyDraft {
  const value = (name: string) => String(form.get(name) ?? "");
  return {
    ...draftOf((codec) => codec.fromForm(form)),
    image_upload_id: /^[1-9]\d{0,9}$/.test(value("image_upload_id")) ? value("image_upload_id") : "",
    image_url: OWN_IMAGE.test(value("image_url")) ? value("image_url") : "",
    image_remove: form.get("image_remove") === "on" || form.get("image_remove") === "true",
  } as VacancyDraft;
}

/**
 * The draft as the API's attributes (snake_case, as vacancyCreateSchema / vacancyUpdateSchema read them). A field
 * of another type goes empty (ONLY_FOR); an empty contact person is left out: a new vacancy then gets its author, a
 * saved one keeps whom it has.
 */
export function attributesFromDraft(draft: VacancyDraft, options: { create: boolean; status?: string | null }) {
  const attributes: Record<string, unknown> = {};
  for (const { name, codec, createOnly } of FIELDS) {
    if (createOnly && !options.create) continue;
    const relevant = ONLY_FOR[name]?.(draft) ?? true;
    const value = relevant ? codec.toApi(draft[name]) : Array.isArray(codec.empty) ? [] : null;
    if (value !== undefined) attributes[name] = value;
  }
  if (options.status && (VACANCY_STATUSES as readonly string[]).includes(options.status)) {
    attributes.status = options.status as VacancyStatus;
  }
  // Absent keeps the saved image; null takes it away.
  if (draft.image_remove) attributes.image_upload_id = null;
  else if (draft.image_upload_id) attributes.image_upload_id = Number(draft.image_upload_id);
  return attributes;
}
