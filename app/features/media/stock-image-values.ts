import type { StockImage } from "../../../contract/stock-images";
import { formValues } from "../../lib/form-values";

/** The form's text fields: each attribute in Dutch and English. */
export const STOCK_IMAGE_FIELDS = ["name", "short_description", "description", "keywords"] as const;
export type StockImageField = (typeof STOCK_IMAGE_FIELDS)[number];
export type StockImageFormValues = Record<`${StockImageField}_${"nl" | "en"}`, string>;

/** Keywords are typed as one line, separated by commas. */
const words = (text: string) =>
  text
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);

export function formValuesOf(image: StockImage | null): StockImageFormValues {
  const both = (pick: (lang: "nl" | "en") => string) => ({ nl: pick("nl"), en: pick("en") });
  const values = {
    name: both((lang) => image?.name[lang] ?? ""),
    short_description: both((lang) => image?.shortDescription[lang] ?? ""),
    description: both((lang) => image?.description[lang] ?? ""),
    keywords: both((lang) => image?.keywords[lang].join(", ") ?? ""),
  };
  return Object.fromEntries(
    STOCK_IMAGE_FIELDS.flatMap((field) => (["nl", "en"] as const).map((lang) => [`${field}_${lang}`, values[field][lang]])),
  ) as StockImageFormValues;
}

/** What the form sent, as the API's attributes (camelCase: the client writes them snake_case). */
export function attributesOf(form: FormData) {
  const values = formValues(form);
  const text = (name: string) => values[name] ?? "";
  const both = (field: StockImageField) => ({ nl: text(`${field}_nl`), en: text(`${field}_en`) });
  const keywords = both("keywords");
  return {
    name: both("name"),
    shortDescription: both("short_description"),
    description: both("description"),
    keywords: { nl: words(keywords.nl), en: words(keywords.en) },
  };
}

/** An error's path below the attributes (fieldErrorsOf's path mode) as its form field: name/nl -> name_nl, upload_id -> image. */
export function fieldOfPath(path: string): string {
  const [attribute, lang] = path.split("/");
  if (!attribute || attribute === "_form") return "_form";
  if (attribute === "upload_id") return "image";
  return lang ? `${attribute}_${lang}` : `${attribute}_nl`;
}
