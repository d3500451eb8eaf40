import { Link, useNavigation } from "react-router";
import { Button } from "../../components/ui/button";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { InputField } from "../../components/ui/input-field";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { AccountFormCard } from "./account-form-card";
import "../../lib/texts/identity";

/**
 * The sign-in's second step: the code of the app (or a recovery code), "remember this device" and the submit; the
 * switch between app and recovery code is a submit too, so it works without scripts and keeps the challenge.
 */
export function TwoFactorFields({ challenge, recovery, error }: { challenge: string; recovery: boolean; error?: string }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <input type="hidden" name="challenge" value={challenge} />
      <input type="hidden" name="mode" value={recovery ? "recovery" : "app"} />
      <InputField
        id="code"
        name="code"
        label={recovery ? t("identity:twoFactor.recoveryCode") : t("identity:twoFactor.code")}
        hint={recovery ? t("identity:twoFactor.recoveryHint") : t("identity:twoFactor.codeHint")}
        required
        error={error}
        autoComplete="one-time-code"
        inputMode={recovery ? "text" : "numeric"}
        pattern={recovery ? undefined : "[0-9 ]*"}
        autoCapitalize="off"
        spellCheck={false}
        autoFocus
        browserRequired
      />
      <CheckboxField name="remember" label={t("identity:twoFactor.remember")} />
      <Button type="submit" size="lg" name="intent" value="two_factor" disabled={busy}>
        {t("identity:twoFactor.submit")}
      </Button>
      <button
        type="submit"
        name="intent"
        value={recovery ? "app" : "recovery"}
        formNoValidate
        className="min-h-11 text-center text-sm font-medium text-link underline underline-offset-4"
      >
        {recovery ? t("identity:twoFactor.useApp") : t("identity:twoFactor.useRecovery")}
      </button>
    </>
  );
}

/** The sign-in's second step as its own card (issue 44); "start over" goes back to the password at `signInPath`. */
export function SecondStepCard({
  challenge,
  recovery,
  formError,
  signInPath,
  children,
}: {
  challenge: string;
  recovery: boolean;
  formError?: string;
  signInPath: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <AccountFormCard
      title={t("identity:twoFactor.title")}
      intro={recovery ? t("identity:twoFactor.introRecovery") : t("identity:twoFactor.intro")}
      after={
        <p className="mt-6 text-center">
          <Link to={to(signInPath)} className="font-medium text-link underline underline-offset-4">
            {t("identity:twoFactor.startOver")}
          </Link>
        </p>
      }
    >
      {children}
      <TwoFactorFields challenge={challenge} recovery={recovery} error={formError} />
    </AccountFormCard>
  );
}
