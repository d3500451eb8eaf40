import { useNavigation } from "react-router";
import { signInSchema } from "../../../contract/identity";
import { Button } from "../../components/ui/button";
import { Field, INPUT } from "../../components/ui/field";
import { InputField } from "../../components/ui/input-field";
import { useTranslation } from "../../lib/i18n";
import { useBlurValidation } from "../../lib/use-blur-validation";

/** E-mail, password and the submit button of a sign-in form; `texts` names the screen's labels (email, password, submit). */
export function SignInFields({ texts, email }: { texts: "identity:login" | "platform:signIn"; email?: string }) {
  const { t } = useTranslation();
  const { errors, field } = useBlurValidation(signInSchema);
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <InputField
        {...field("email")}
        id="email"
        label={t(`${texts}.email`)}
        required
        error={errors.email}
        type="email"
        autoComplete="username"
        defaultValue={email}
        browserRequired
      />
      <Field id="password" label={t(`${texts}.password`)} required error={errors.password}>
        <input className={INPUT} type="password" autoComplete="current-password" required {...field("password")} />
      </Field>
      <Button type="submit" size="lg" disabled={busy}>
        {t(`${texts}.submit`)}
      </Button>
    </>
  );
}
