import { z } from "zod";
import { amsterdamToIso, endOfAmsterdamDay, isoToAmsterdamDate, isoToAmsterdamLocal } from "../../../../contract/amsterdam-time";
import { toCamelKey } from "../../../../contract/case";
import { resourceId } from "../../../../contract/ids";
import { formatNumber } from "../../../../contract/intl-formats";
import type { Locale } from "../../../../locales/languages";

type Fields = Record<string, unknown>;

/**
 * One field of the vacancy form: its empty value, how a saved vacancy (camelCase) and a post fill it, and what the API
 * gets (undefined leaves the attribute out). Controls hold text, so a refused form is shown again as it was typed.
 */
export interface FieldCodec {
  empty: unknown;
  fromVacancy: (vacancy: Fields, locale: Locale) => unknown;
  fromForm: (form: FormData) => unknown;
  toApi: (value: unknown) => unknown;
}

/** What the form does with a field beyond what its zod type says. */
export interface FieldRule {
  /** A date control for an instant: the vacancy runs through the whole day. */
  day?: boolean;
  /** Options the contract does not know go along, so the API names them rather than the form dropping them unseen. */
  keepUnknown?: boolean;
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** A number control's text: empty is null, anything else goes as typed (a number, or text for the API to refuse). */
const numberOrNull = (value: string): number | string | null => {
  const trimmed = value.trim().replace(",", ".");
  if (!trimmed) return null;
  const n = Number(trimmed);
  return Number.isNaN(n) ? trimmed : n;
};

/** The schema under optional, nullable and default: what the control holds. */
function bare(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return bare(schema.unwrap() as z.ZodType);
  }
  return schema;
}

/** A transform (trimmed, emptied to null) still reads text: the control is its input. */
const input = (schema: z.ZodType): z.ZodType => (schema instanceof z.ZodPipe ? input(schema.in as z.ZodType) : schema);

/** A field's codec, picked from its zod type: a check box, an id, a number, a choice, a list, rows of fields, or text. */
export function codecOf(name: string, schema: z.ZodType, rule: FieldRule = {}, control = name): FieldCodec {
  const key = toCamelKey(name);
  const read = (form: FormData) => String(form.get(control) ?? "");
  const own = bare(schema);
  if (own === resourceId) {
    // "contact_person_id" comes back as the related contactPerson's id.
    const related = toCamelKey(name.replace(/_id$/, ""));
    return {
      empty: "",
      fromVacancy: (v) => text((v[related] as { id?: string } | null | undefined)?.id ?? v[key]),
      fromForm: read,
      // Left out when empty: the API keeps (or picks) its own.
      toApi: (value) => (value ? Number(value) || value : undefined),
    };
  }
  const inner = input(own);
  if (inner instanceof z.ZodBoolean) {
    return {
      empty: false,
      fromVacancy: (v) => v[key],
      fromForm: (form) => form.get(control) === "on" || form.get(control) === "true",
      toApi: (value) => value,
    };
  }
  if (inner instanceof z.ZodNumber) {
    return {
      empty: "",
      // "1,5" in Dutch, as the admin types it (numberOrNull reads either separator).
      fromVacancy: (v, locale) => (v[key] === null || v[key] === undefined ? "" : formatNumber(locale, v[key] as number)),
      fromForm: read,
      toApi: (value) => numberOrNull(value as string),
    };
  }
  if (inner instanceof z.ZodEnum) return choiceCodec(name, schema, inner.options as string[]);
  if (inner instanceof z.ZodArray) return listCodec(name, inner.element as z.ZodType, rule);
  if (inner instanceof z.ZodISODateTime) {
    if (rule.day) {
      return {
        empty: "",
        fromVacancy: (v) => isoToAmsterdamDate(v[key] as string | null),
        fromForm: read,
        toApi: (value) => (value ? (endOfAmsterdamDay(value as string) ?? value) : null),
      };
    }
    return {
      empty: "",
      fromVacancy: (v) => isoToAmsterdamLocal(v[key] as string | null),
      fromForm: read,
      // As typed when it is no time, so the API names the field instead of dropping it.
      toApi: (value) => (value ? (amsterdamToIso(value as string) ?? value) : null),
    };
  }
  return { empty: "", fromVacancy: (v) => text(v[key]), fromForm: read, toApi: (value) => value };
}

/** One of the contract's options: an unknown one becomes the schema's default, or null where the field may be empty. */
function choiceCodec(name: string, schema: z.ZodType, options: string[]): FieldCodec {
  const key = toCamelKey(name);
  const fallback = schema.safeParse(undefined).data as string | undefined;
  const required = !schema.safeParse(undefined).success;
  const mayBeNull = schema.safeParse(null).success;
  return {
    // A type the form must have starts at the first.
    empty: fallback ?? (required ? options[0] : ""),
    fromVacancy: (v) => text(v[key]),
    fromForm: (form) => String(form.get(name) ?? "") || (fallback ?? ""),
    toApi: (value) => (options.includes(value as string) ? value : (fallback ?? (mayBeNull ? null : value))),
  };
}

/** A list: options (check boxes), numbers, or rows of controls named "<list>_<field>", one per row. */
function listCodec(name: string, element: z.ZodType, rule: FieldRule): FieldCodec {
  const key = toCamelKey(name);
  const all = (form: FormData, control: string) => form.getAll(control).map(String);
  const item = input(element);
  const copy = (v: Fields) => [...((v[key] as unknown[]) ?? [])];
  if (item instanceof z.ZodEnum) {
    const options = item.options as string[];
    return {
      empty: [],
      fromVacancy: copy,
      fromForm: (form) => all(form, name).filter((option) => rule.keepUnknown || options.includes(option)),
      toApi: (value) => value,
    };
  }
  if (item instanceof z.ZodNumber) {
    return {
      empty: [],
      fromVacancy: copy,
      fromForm: (form) => all(form, name).map(Number).filter(Number.isInteger),
      toApi: (value) => value,
    };
  }
  if (!(item instanceof z.ZodObject)) throw new Error(`The vacancy form has no control for the list ${name}`);
  const fields = Object.entries(item.shape as Record<string, z.ZodType>).map(([field, schema]) => ({
    field,
    codec: codecOf(field, schema, {}, `${name}_${field}`),
  }));
  const each = (pick: (codec: FieldCodec, field: string) => unknown) =>
    Object.fromEntries(fields.map(({ field, codec }) => [field, pick(codec, field)]));
  return {
    empty: [],
    fromVacancy: (v, locale) => ((v[key] as Fields[]) ?? []).map((row) => each((codec) => codec.fromVacancy(row, locale))),
    fromForm: (form) => {
      const columns = fields.map(({ field }) => all(form, `${name}_${field}`));
      // A row left empty (every control blank) is a row the person did not fill in, not an error.
      return (columns[0] ?? [])
        .map((_, i) => Object.fromEntries(fields.map(({ field }, f) => [field, (columns[f]?.[i] ?? "").trim()])))
        .filter((row) => Object.values(row).some(Boolean));
    },
    toApi: (value) => (value as Fields[]).map((row) => each((codec, field) => codec.toApi(row[field]))),
  };
}
