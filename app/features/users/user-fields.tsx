import { InputField } from "../../components/ui/input-field";
import { SelectField } from "../../components/ui/select-field";
import { useTranslation } from "../../lib/i18n";
import type { ScreenInput } from "../../lib/use-screen-form";
import "../../lib/texts/identity";

type Input = ScreenInput<"first_name" | "last_name" | "phone_number" | "locale">;

/** A managed user's first and last name, side by side, as adding and changing one ask them. */
export function UserNameFields({ input, firstName, lastName }: { input: Input; firstName?: string; lastName?: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <InputField
        {...input("first_name", { value: firstName })}
        label={t("identity:userAdmin.fields.firstName")}
        required
        autoComplete="off"
      />
      <InputField
        {...input("last_name", { value: lastName })}
        label={t("identity:userAdmin.fields.lastName")}
        required
        autoComplete="off"
      />
    </div>
  );
}

/** A managed user's phone number, with the hint on its form. */
export function UserPhoneField({ input, value }: { input: Input; value?: string | null }) {
  const { t } = useTranslation();
  const hint = t("identity:userAdmin.fields.phoneHint");
  return (
    <InputField
      {...input("phone_number", { hint, value })}
      label={t("identity:userAdmin.fields.phone")}
      type="tel"
      autoComplete="off"
    />
  );
}

/** The language a managed user gets mail in (an invitation's, or his own). */
export function UserLocaleField({ input, label, value }: { input: Input; label: string; value: string }) {
  const { t } = useTranslation();
  const options = [
    ["nl", t("common:languages.nl")],
    ["en", t("common:languages.en")],
  ] as const;
  return <SelectField {...input("locale", { value })} label={label} options={options} />;
}
