import { useTranslation } from "react-i18next";
import { BLOCK_LIMITS, BUTTON_VARIANTS, type ContentBlock } from "../../../contract/content-blocks";
import { Field, INPUT } from "../ui/field";
import "../../lib/texts/content";

type Errors = Record<string, string>;

/** The API's pointer below the block for a field whose name differs. */
const POINTER: Record<string, string> = { buttonLabel: "button/label", buttonUrl: "button/url", buttonVariant: "button/variant" };

/** One block's fields; `prefix` names them for the API's error pointers (blocks/2/title). */
export function BlockFields({
  block,
  prefix,
  errors,
  onChange,
}: {
  block: ContentBlock;
  prefix: string;
  errors: Errors;
  onChange: (block: ContentBlock) => void;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`content:pages.blocks.fields.${key}`);
  const id = (name: string) => `${prefix}-${name}`.replaceAll("/", "-");
  const error = (name: string) => errors[`${prefix}/${POINTER[name] ?? name}`];
  const text = (
    name: string,
    value: string,
    set: (value: string) => ContentBlock,
    options: { required?: boolean; max: number; long?: boolean; hint?: string },
  ) => (
    <Field id={id(name)} label={label(name)} required={options.required} error={error(name)}>
      {options.long ? (
        <textarea
          id={id(name)}
          className={`${INPUT} h-48 py-2 font-mono text-base`}
          value={value}
          maxLength={options.max}
          aria-invalid={error(name) ? true : undefined}
          aria-describedby={
            [error(name) ? `${id(name)}-error` : null, options.hint ? `${id(name)}-hint` : null].filter(Boolean).join(" ") ||
            undefined
          }
          onChange={(event) => onChange(set(event.target.value))}
        />
      ) : (
        <input
          id={id(name)}
          className={INPUT}
          value={value}
          maxLength={options.max}
          aria-invalid={error(name) ? true : undefined}
          aria-describedby={error(name) ? `${id(name)}-error` : undefined}
          onChange={(event) => onChange(set(event.target.value))}
        />
      )}
      {options.hint && (
        <p id={`${id(name)}-hint`} className="text-sm text-fg-muted">
          {options.hint}
        </p>
      )}
    </Field>
  );
  switch (block.type) {
    case "Markdown":
      return text("markdown", block.markdown, (markdown) => ({ ...block, markdown }), {
        required: true,
        max: BLOCK_LIMITS.text,
        long: true,
        hint: label("markdownHint"),
      });
    case "SectionTitle":
      return (
        <>
          {text("title", block.title, (title) => ({ ...block, title }), { required: true, max: BLOCK_LIMITS.title })}
          {text("subtitle", block.subtitle ?? "", (subtitle) => ({ ...block, subtitle }), { max: BLOCK_LIMITS.lead })}
        </>
      );
    case "HeroWithSearch":
      return (
        <>
          {text("title", block.title, (title) => ({ ...block, title }), { required: true, max: BLOCK_LIMITS.title })}
          {text("lead", block.lead ?? "", (lead) => ({ ...block, lead }), { max: BLOCK_LIMITS.lead })}
        </>
      );
    case "CallToAction":
      return (
        <>
          {text("title", block.title, (title) => ({ ...block, title }), { required: true, max: BLOCK_LIMITS.title })}
          {text("text", block.text ?? "", (value) => ({ ...block, text: value }), { max: BLOCK_LIMITS.lead })}
          <div className="grid gap-5 sm:grid-cols-3">
            {text("buttonLabel", block.button.label, (value) => ({ ...block, button: { ...block.button, label: value } }), {
              required: true,
              max: BLOCK_LIMITS.label,
            })}
            {text("buttonUrl", block.button.url, (value) => ({ ...block, button: { ...block.button, url: value } }), {
              required: true,
              max: 500,
            })}
            <Field id={id("buttonVariant")} label={label("buttonVariant")} required>
              <select
                id={id("buttonVariant")}
                className={INPUT}
                value={block.button.variant}
                onChange={(event) =>
                  onChange({
                    ...block,
                    button: { ...block.button, variant: event.target.value as (typeof BUTTON_VARIANTS)[number] },
                  })
                }
              >
                {BUTTON_VARIANTS.map((variant) => (
                  <option key={variant} value={variant}>
                    {t(`content:pages.blocks.variants.${variant}`)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </>
      );
    default:
      return null;
  }
}
