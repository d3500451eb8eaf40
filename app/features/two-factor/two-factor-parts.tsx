import type { TwoFactorSetup, TwoFactorStatus } from "../../../contract/two-factor";
import type { FieldErrors } from "../../../contract/validation";
import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { InputField } from "../../components/ui/input-field";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/profile";
import type { TwoFactorAnswer } from "./two-factor.server";

const CARD = "flex flex-col gap-4 rounded-lg border border-border bg-surface-raised p-4 shadow-sm sm:p-6";

/** A form that asks a code of the app for one intent (confirm, new recovery codes, turn off). */
export function CodeForm({
  intent,
  label,
  hint,
  submit,
  error,
  danger,
  children,
}: {
  intent: string;
  label: string;
  hint?: string;
  submit: string;
  error?: string;
  danger?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <Form method="post" noValidate className={CARD}>
      {children}
      <input type="hidden" name="intent" value={intent} />
      <InputField
        id={`${intent}-code`}
        name="code"
        label={label}
        hint={hint}
        required
        error={error}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9 ]*"
        className="max-w-48 font-mono"
        browserRequired
      />
      <div>
        <Button type="submit" size="lg" color={danger ? "danger" : "primary"}>
          {submit}
        </Button>
      </div>
    </Form>
  );
}

/** The new secret: its QR code, the key in text for typing in, and the first code that turns it on. */
export function SetupCard({ setup, error }: { setup: TwoFactorSetup; error?: string }) {
  const { t } = useTranslation();
  return (
    <CodeForm intent="confirm" label={t("profile:twoFactor.codeLabel")} submit={t("profile:twoFactor.confirm")} error={error}>
      <input type="hidden" name="secret" value={setup.secret} />
      <input type="hidden" name="uri" value={setup.uri} />
      <input type="hidden" name="qr_svg" value={setup.qrSvg} />
      <p>{t("profile:twoFactor.scan")}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t("profile:twoFactor.qrAlt")}
        width={200}
        height={200}
        className="size-50 rounded-md bg-white p-1"
        data-testid="two-factor-qr"
      />
      <p className="text-sm">
        {t("profile:twoFactor.secret")}{" "}
        <code className="break-all rounded bg-surface-sunken px-1 font-mono" data-testid="two-factor-secret">
          {setup.secret.replace(/(.{4})/g, "$1 ").trim()}
        </code>
      </p>
      <p>{t("profile:twoFactor.confirmStep")}</p>
    </CodeForm>
  );
}

/** The recovery codes, shown this once: to download as a text file (no script needed) or print. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join("\n")}\n`)}`;
  return (
    <section
      aria-labelledby="recovery-codes-title"
      className="flex flex-col gap-3 rounded-lg border-2 border-green-700 bg-green-50 p-4 dark:border-green-400 dark:bg-green-950"
      data-testid="recovery-codes"
    >
      <h3 id="recovery-codes-title" className="text-lg font-semibold">
        {t("profile:twoFactor.codesTitle")}
      </h3>
      <p>{t("profile:twoFactor.codesIntro")}</p>
      <ol className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <p className="text-sm">
        <a href={file} download={t("profile:twoFactor.codesFile")} className="font-medium text-link underline underline-offset-4">
          {t("profile:twoFactor.codesDownload")}
        </a>{" "}
        {t("profile:twoFactor.codesPrint")}
      </p>
    </section>
  );
}

const NOTICE = "rounded-md p-3";

/**
 * A person's two-step sign-in on his own screen (a user's profile, the operator's console): what is on, the set-up,
 * the recovery codes shown once, new ones, and turning it off where he may. `required` is the notice to set it up.
 */
export function TwoFactorPanel({
  status,
  answer,
  errors,
  required,
  recoveryCodesLeft,
}: {
  status: TwoFactorStatus;
  answer?: TwoFactorAnswer;
  errors?: FieldErrors;
  required?: string;
  recoveryCodesLeft: string | null;
}) {
  const { t } = useTranslation();
  const error = (intent: string) => (answer?.intent === intent ? errors?.code : undefined);
  return (
    <>
      {required && !status.enabled && (
        <p role="status" className={`${NOTICE} bg-amber-50 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100`}>
          {required}
        </p>
      )}
      {recoveryCodesLeft !== null && !answer && (
        <p role="status" className={`${NOTICE} bg-surface-sunken`}>
          {t("profile:twoFactor.usedRecovery", { count: Number(recoveryCodesLeft) })}
        </p>
      )}
      {answer?.message && (
        <p role="status" className={`${NOTICE} bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100`}>
          {t(answer.message)}
        </p>
      )}
      {answer?.recoveryCodes && <RecoveryCodes codes={answer.recoveryCodes} />}
      <p className="font-medium" data-testid="two-factor-status">
        {status.enabled ? t("profile:twoFactor.statusOn") : t("profile:twoFactor.statusOff")}
        {status.enabled && ` ${t("profile:twoFactor.recoveryLeft", { count: status.recoveryCodesLeft })}`}
      </p>
      {!status.enabled &&
        (answer?.setup ? (
          <SetupCard setup={answer.setup} error={error("confirm")} />
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            <Button type="submit" size="lg">
              {t("profile:twoFactor.start")}
            </Button>
          </Form>
        ))}
      {status.enabled && (
        <CodeForm
          intent="recovery_codes"
          label={t("profile:twoFactor.newCodes")}
          hint={t("profile:twoFactor.newCodesHint")}
          submit={t("profile:twoFactor.newCodes")}
          error={error("recovery_codes")}
        />
      )}
      {status.enabled && !status.required && (
        <CodeForm
          intent="disable"
          label={t("profile:twoFactor.disable")}
          hint={t("profile:twoFactor.disableHint")}
          submit={t("profile:twoFactor.disable")}
          error={error("disable")}
          danger
        />
      )}
    </>
  );
}
