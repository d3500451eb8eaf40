import { useNavigation } from "react-router";
import { signInSchema } from "../../../contract/identity";
import { Button } from "../../components/ui/button";
import { Field, INPUT } from "../../components/ui/field";
import { InputField } from "../../components/ui/input-field";
import { useBlurValidation } from "../../lib/use-blur-validation";

/** E-mail, password and the submit button of a sign-in form, with the screen's own labels. */
export function SignInFields({ labels, email }: { labels: { email: string; password: string; submit: string }; email?: string }) {
  const { errors, field } = useBlurValidation(signInSchema);
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <InputField
        {...field("email")}
        id="email"
        label={labels.email}
        required
        error={errors.email}
        type="email"
        autoComplete="username"
        defaultValue={email}
        browserRequired
      />
      <Field id="password" label={labels.password} required error={errors.password}>
        <input className={INPUT} type="password" autoComplete="current-password" required {...field("password")} />
      </Field>
      <Button type="submit" size="lg" disabled={busy}>
        {labels.submit}
      </Button>
    </>
  );
}
