import { useState } from "react";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { InputField } from "../../../components/ui/input-field";
import { useTranslation } from "../../../lib/i18n";
import { FIELDSET, type FormKit, HINT, LEGEND } from "./form-kit";
import "../../../lib/texts/vacancy-admin";

/** Remote, or a place: street, number, postal code and city (a city or postal code is needed, the API checks). */
export function PlaceSection({ kit }: { kit: FormKit }) {
  const { t } = useTranslation();
  const { draft, control, markDirty } = kit;
  const [remote, setRemote] = useState(draft.remote);
  const text = (name: "street" | "house_number" | "postal_code" | "city", label: string, autoComplete: string) => (
    <InputField
      {...control(name)}
      label={t(`vacancy-admin:form.${label}`)}
      autoComplete={autoComplete}
      defaultValue={draft[name]}
    />
  );
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t("vacancy-admin:form.sections.place")}</legend>
      <CheckboxField
        label={t("vacancy-admin:form.remote")}
        className="sm:col-span-2"
        name="remote"
        defaultChecked={draft.remote}
        onChange={(event) => {
          setRemote(event.currentTarget.checked);
          markDirty();
        }}
      />
      {/* Hidden, not removed, when remote: the address stays as typed should the box be unticked again. */}
      <div className="grid gap-5 sm:col-span-2 sm:grid-cols-2" hidden={remote}>
        {text("street", "street", "address-line1")}
        {text("house_number", "houseNumber", "off")}
        {text("postal_code", "postalCode", "postal-code")}
        {text("city", "city", "address-level2")}
        <p className={`${HINT} sm:col-span-2`}>{t("vacancy-admin:form.placeHint")}</p>
      </div>
    </fieldset>
  );
}
