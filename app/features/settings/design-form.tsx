import { useMemo, useState } from "react";
import { formatNumber } from "../../../contract/intl-formats";
import type { FieldErrors } from "../../../contract/validation";
import type { FooterColumns } from "../../../contract/volunteer-centers";
import { FIELDSET, LEGEND } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import { ColorInput, PaletteField } from "./color-field";
import { DisplayFields, HeaderFields, TrackingFields } from "./design-fields";
import { changedAttributes, type DesignValues, IMAGE_KEYS, type ImageKey, PALETTES } from "./design-values";
import { ImageField } from "./image-field";
import { ProfileForm } from "./profile-form";
import { SitePreview } from "./site-preview";
import { contrastWarnings } from "./theme-contrast";
import "../../lib/texts/settings";

/** /instellingen/design: colours, logos, fonts, header, footer variant and the rest of the theme, with a live preview. */
export function DesignForm({
  initial,
  footerColumns,
  centerName,
  serverErrors,
}: {
  initial: DesignValues;
  footerColumns: FooterColumns;
  centerName: string;
  serverErrors: FieldErrors;
}) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<DesignValues>) => setValues((old) => ({ ...old, ...patch }));
  const attributes = useMemo(() => changedAttributes(initial, values), [initial, values]);
  const filesChosen = IMAGE_KEYS.some((key) => values.images[key]?.startsWith("blob:"));
  const warnings = contrastWarnings({
    shades: {
      primary: values.palettes.primary.shades,
      secondary: values.palettes.secondary.shades,
      muted: values.palettes.muted.shades,
    },
    background: values.background,
    text: values.text,
  });
  const messages = warnings.map((w) =>
    t("settings:design.contrast.warning", {
      pair: t(`settings:design.contrast.pairs.${w.pair}`),
      ratio: formatNumber(i18n.language, w.ratio, 1),
    }),
  );
  const warningsFor = (field: string) => warnings.flatMap((w, i) => (w.field === field ? [messages[i]] : []));
  return (
    <ProfileForm
      attributes={attributes}
      dirty={Object.keys(attributes).length > 0 || filesChosen}
      serverErrors={serverErrors}
      warnings={messages}
      preview={<SitePreview values={values} footerColumns={footerColumns} centerName={centerName} />}
    >
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t("settings:design.colors.legend")}</legend>
        <p className="text-fg-muted">{t("settings:design.colors.hint")}</p>
        {PALETTES.map((name) => (
          <PaletteField
            key={name}
            name={name}
            value={values.palettes[name]}
            onChange={(palette) => set({ palettes: { ...values.palettes, [name]: palette } })}
            errors={serverErrors}
            warnings={warningsFor(name)}
          />
        ))}
        <div className="grid gap-5 sm:grid-cols-2">
          <ColorInput
            id="background_color"
            label={t("settings:design.colors.background")}
            value={values.background}
            onChange={(background) => set({ background })}
            error={serverErrors.background_color}
            warnings={warningsFor("background")}
          />
          <ColorInput
            id="text_color"
            label={t("settings:design.colors.text")}
            value={values.text}
            onChange={(text) => set({ text })}
            error={serverErrors.text_color}
            warnings={warningsFor("text")}
          />
        </div>
      </fieldset>
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t("settings:design.images.legend")}</legend>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 sm:grid-cols-3">
          {IMAGE_KEYS.map((key) => (
            <ImageField
              key={key}
              name={key}
              url={values.images[key]}
              onChange={(url) =>
                set({ images: { ...values.images, [key]: url }, pickedImages: without(values.pickedImages, key) })
              }
              onPick={(uploadId, url) =>
                set({ images: { ...values.images, [key]: url }, pickedImages: { ...values.pickedImages, [key]: uploadId } })
              }
              error={serverErrors[`${key}_id`]}
            />
          ))}
        </div>
      </fieldset>
      <DisplayFields values={values} set={set} errors={serverErrors} />
      <HeaderFields values={values} set={set} errors={serverErrors} />
      <TrackingFields values={values} set={set} errors={serverErrors} />
    </ProfileForm>
  );
}

/** The picked images but this one: a new file or a removal replaces a pick. */
function without(picked: DesignValues["pickedImages"], key: ImageKey): DesignValues["pickedImages"] {
  const { [key]: _, ...rest } = picked;
  return rest;
}
