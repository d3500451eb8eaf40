import type { TwoFactorSetup } from "../../../contract/two-factor";
import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { InputField } from "../../components/ui/input-field";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/profile";

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
