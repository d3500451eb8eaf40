import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useContext } from "react";
import { BUTTON_VARIANTS, CATEGORY_FACETS } from "../../../contract/content-block-options";
import type { ContentBlock } from "../../../contract/content-blocks";
import { VACANCY_TAGS, VACANCY_TYPES } from "../../../contract/vacancy-options";
import { VACANCY_THEME_IDS } from "../../../contract/vacancy-themes";
import { Button } from "../../components/ui/button";
import { CHECKBOX, Field, FieldError, INPUT } from "../../components/ui/field";
import { SelectField } from "../../components/ui/select-field";
import { useTranslation } from "../../lib/i18n";
import { BLANK_BUTTON, BLOCK_FORMS, blankItem, type FieldSpec } from "./block-forms";
import { BlockImageField } from "./block-image-field";
import { BlockLinkField } from "./block-link-field";
import { EmbeddableForms } from "./embeddable-forms";
import "../../lib/texts/content";

type Errors = Record<string, string>;
type Value = Record<string, unknown>;

interface Props<T> {
  value: T;
  /** The API's pointer to the value below the attributes (blocks/2/cards/1), for ids and errors. */
  path: string;
  errors: Errors;
  onChange: (value: T) => void;
}

const idOf = (path: string) => path.replaceAll("/", "-");

/** One block's fields, drawn from its form in BLOCK_FORMS. */
export function BlockFields({
  block,
  prefix,
  errors,
  onChange,
}: { block: ContentBlock; prefix: string } & Omit<Props<ContentBlock>, "value" | "path">) {
  const { t } = useTranslation();
  return (
    <>
      {block.type === "BuilderForm" && <p className="text-fg-muted">{t("content:pages.blocks.builderFormNote")}</p>}
      <Fields
        fields={BLOCK_FORMS[block.type]}
        value={block as unknown as Value}
        path={prefix}
        errors={errors}
        onChange={(value) => onChange(value as unknown as ContentBlock)}
      />
    </>
  );
}

function Fields({ fields, ...props }: { fields: FieldSpec[] } & Props<Value>) {
  return (
    <>
      {fields.map((spec) => (
        <SpecField
          key={spec.name}
          spec={spec}
          value={props.value[spec.name]}
          path={`${props.path}/${spec.name}`}
          errors={props.errors}
          onChange={(changed) => {
            const next = { ...props.value, [spec.name]: changed };
            if (changed === undefined) delete next[spec.name];
            props.onChange(next);
          }}
        />
      ))}
    </>
  );
}

function SpecField({ spec, ...props }: { spec: FieldSpec } & Props<unknown>) {
  const { t } = useTranslation();
  const label = t(`content:pages.blocks.fields.${("label" in spec && spec.label) || spec.name}`);
  const id = idOf(props.path);
  const error = props.errors[props.path];
  switch (spec.kind) {
    case "text": {
      const describedBy = [error ? `${id}-error` : null, spec.hint ? `${id}-hint` : null].filter(Boolean).join(" ");
      const control = {
        id,
        value: (props.value as string | undefined) ?? "",
        maxLength: spec.max,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        onChange: (event: { target: { value: string } }) => props.onChange(event.target.value),
      };
      return (
        <Field id={id} label={label} required={spec.required} error={error}>
          {spec.long ? (
            <textarea {...control} className={`${INPUT} py-2 ${spec.max > 1000 ? "h-48 font-mono" : "h-24"}`} />
          ) : (
            <input {...control} className={INPUT} />
          )}
          {spec.hint && (
            <p id={`${id}-hint`} className="text-sm text-fg-muted">
              {t(`content:pages.blocks.hints.${spec.name}`)}
            </p>
          )}
        </Field>
      );
    }
    case "link":
      return (
        <BlockLinkField
          id={id}
          label={label}
          required={spec.required}
          error={error}
          value={(props.value as string | undefined) ?? ""}
          hint={spec.hint ? t(`content:pages.blocks.hints.${spec.name}`) : undefined}
          onChange={props.onChange}
        />
      );
    case "choice":
      return (
        <SelectField
          id={id}
          label={label}
          error={error}
          value={String(props.value)}
          options={spec.options.map((option) => [option, t(`content:pages.blocks.${spec.labels}.${option}`)])}
          onChange={(event) => {
            const chosen = spec.options.find((option) => String(option) === event.target.value);
            props.onChange(chosen);
          }}
        />
      );
    case "image":
      return (
        <BlockImageField
          id={id}
          label={label}
          required={spec.required}
          value={props.value as never}
          errors={props.errors}
          path={props.path}
          onChange={props.onChange}
        />
      );
    case "button":
      return <ButtonFields spec={spec} label={label} {...(props as Props<Value | undefined>)} />;
    case "category":
      return <CategoryFields {...(props as Props<Value>)} />;
    case "form":
      return <FormChoice id={id} label={label} error={error} {...(props as Props<number | undefined>)} />;
    case "list":
      return <ListFields spec={spec} label={label} {...(props as Props<unknown[]>)} />;
  }
}

/** One of the centre's public forms (the page editor's loader gives them); none chosen shows visitors nothing. */
function FormChoice({ id, label, error, ...props }: { id: string; label: string; error?: string } & Props<number | undefined>) {
  const { t } = useTranslation();
  const forms = useContext(EmbeddableForms);
  return (
    <SelectField
      id={id}
      label={label}
      error={error}
      value={props.value === undefined ? "" : String(props.value)}
      placeholder={t(forms.length > 0 ? "content:pages.blocks.chooseForm" : "content:pages.blocks.noForms")}
      options={forms.map((form) => [form.id, form.title])}
      onChange={(event) => props.onChange(event.target.value ? Number(event.target.value) : undefined)}
    />
  );
}

/** A button's text, link and variant; an optional one behind a check box. */
function ButtonFields({
  spec,
  label,
  ...props
}: { spec: Extract<FieldSpec, { kind: "button" }>; label: string } & Props<Value | undefined>) {
  const { t } = useTranslation();
  const on = props.value !== undefined;
  return (
    <div className="grid gap-4">
      {!spec.required && (
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className={CHECKBOX}
            checked={on}
            onChange={(event) => props.onChange(event.target.checked ? { ...BLANK_BUTTON } : undefined)}
          />
          <span>{t("content:pages.blocks.withButton")}</span>
        </label>
      )}
      {on && (
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-3">
          <legend className="sr-only">{label}</legend>
          <Fields
            fields={[
              { kind: "text", name: "label", label: "buttonLabel", max: 40, required: true },
              { kind: "link", name: "url", label: "buttonUrl", required: true },
              { kind: "choice", name: "variant", label: "buttonVariant", options: BUTTON_VARIANTS, labels: "variants" },
            ]}
            value={props.value as Value}
            path={props.path}
            errors={props.errors}
            onChange={props.onChange}
          />
        </fieldset>
      )}
    </div>
  );
}

/** A tile of the vacancy bank: a theme, a type or a tag, with an optional own label. */
function CategoryFields(props: Props<Value>) {
  const { t } = useTranslation();
  const id = idOf(props.path);
  const options = {
    vacancy_type: [VACANCY_TYPES, "types"],
    tags: [VACANCY_TAGS, "tags"],
    themes: [VACANCY_THEME_IDS, "themes"],
  } as const;
  const choices = CATEGORY_FACETS.flatMap((facet) =>
    options[facet][0].map(
      (value) =>
        [
          `${facet}:${value}`,
          `${t(`content:pages.blocks.facets.${facet}`)}: ${t(`vacancy-search:${options[facet][1]}.${value}`)}`,
        ] as const,
    ),
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={`${id}-value`}
        label={t("content:pages.blocks.fields.category")}
        error={props.errors[`${props.path}/value`]}
        value={`${props.value.facet}:${props.value.value}`}
        options={choices}
        onChange={(event) => {
          const [facet, value] = event.target.value.split(":");
          props.onChange({ ...props.value, facet, value });
        }}
      />
      <Fields
        fields={[{ kind: "text", name: "label", label: "ownLabel", max: 40, hint: true }]}
        value={props.value}
        path={props.path}
        errors={props.errors}
        onChange={props.onChange}
      />
    </div>
  );
}

/** Items in order: each with its fields, moved, removed; new ones added up to the maximum. */
function ListFields({ spec, label, ...props }: { spec: Extract<FieldSpec, { kind: "list" }>; label: string } & Props<unknown[]>) {
  const { t } = useTranslation();
  const items = props.value ?? [];
  const error = props.errors[props.path];
  const item = (key: string, options?: Record<string, unknown>) => t(`content:pages.blocks.items.${spec.name}.${key}`, options);
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    props.onChange(next);
  };
  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={error ? `${idOf(props.path)}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <FieldError id={idOf(props.path)} error={error} />
      <ol className="grid gap-3">
        {items.map((value, index) => {
          const name = item("name", { n: index + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own; moving re-renders their values
            <li key={index} className="grid min-w-0 gap-3 rounded-md border border-border p-3">
              <p className="font-medium">{name}</p>
              {Array.isArray(spec.item) ? (
                <Fields
                  fields={spec.item}
                  value={value as Value}
                  path={`${props.path}/${index}`}
                  errors={props.errors}
                  onChange={(changed) => props.onChange(items.map((v, i) => (i === index ? changed : v)))}
                />
              ) : (
                <SpecField
                  spec={spec.item}
                  value={value}
                  path={`${props.path}/${index}`}
                  errors={props.errors}
                  onChange={(changed) => props.onChange(items.map((v, i) => (i === index ? changed : v)))}
                />
              )}
              {(spec.max > 1 || spec.min < spec.max) && (
                <div className="flex flex-wrap gap-2">
                  {spec.max > 1 && (
                    <>
                      <Button
                        flavor="outline"
                        color="muted"
                        size="lg"
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                        aria-label={t("content:pages.blocks.itemUp", { name })}
                      >
                        <ArrowUp className="size-4" aria-hidden />
                      </Button>
                      <Button
                        flavor="outline"
                        color="muted"
                        size="lg"
                        disabled={index === items.length - 1}
                        onClick={() => move(index, 1)}
                        aria-label={t("content:pages.blocks.itemDown", { name })}
                      >
                        <ArrowDown className="size-4" aria-hidden />
                      </Button>
                    </>
                  )}
                  {items.length > spec.min && (
                    <Button
                      flavor="outline"
                      color="danger"
                      size="lg"
                      onClick={() => props.onChange(items.filter((_, i) => i !== index))}
                    >
                      <Trash2 className="size-4" aria-hidden />
                      {t("content:pages.blocks.itemRemove", { name })}
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {items.length < spec.max && (
        <div>
          <Button flavor="outline" color="muted" size="lg" onClick={() => props.onChange([...items, blankItem(spec.item)])}>
            <Plus className="size-4" aria-hidden />
            {item("add")}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
