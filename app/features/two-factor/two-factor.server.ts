import type { ApiClient } from "../../../contract/api-client";
import type { TwoFactorSetup, TwoFactorStatus } from "../../../contract/two-factor";
import type { Locale } from "../../../locales/languages";
import { attempt, refused } from "../../lib/api-form.server";

const codeBody = (form: FormData) => ({ data: { type: "two_factors", attributes: { code: String(form.get("code") ?? "") } } });

/** The screen's state after an action: a secret to scan, recovery codes to keep, a message, or a refusal. */
export interface TwoFactorAnswer {
  intent: string;
  setup?: TwoFactorSetup;
  recoveryCodes?: string[];
  message?: string;
  at: number;
}

/** The set-up as the confirm form carries it back, so a wrong code shows the same QR code again. */
const setupOf = (form: FormData): TwoFactorSetup => ({
  secret: String(form.get("secret") ?? ""),
  uri: String(form.get("uri") ?? ""),
  qrSvg: String(form.get("qr_svg") ?? ""),
});

const MESSAGES = {
  confirm: "profile:twoFactor.turnedOn",
  disable: "profile:twoFactor.turnedOff",
  recovery_codes: "profile:twoFactor.newCodesMade",
} as const;

/**
 * The two-step sign-in screen's actions: start (secret), confirm (recovery codes once), new codes, turn off; a user's
 * at /api/v1/two_factor, an operator's at /api/v1/platform/two_factor (the console's).
 */
export async function twoFactorAction(
  request: Request,
  locale: Locale,
  api: ApiClient,
  form: FormData,
  base = "/api/v1/two_factor",
) {
  const intent = String(form.get("intent") ?? "");
  const at = Date.now();
  if (intent === "start") {
    const started = await attempt(request, locale, () => api.post<TwoFactorSetup>(base));
    return started.ok ? ({ intent, setup: started.value.data, at } satisfies TwoFactorAnswer) : refused(started, { intent, at });
  }
  const path = intent === "confirm" ? "confirm" : intent === "disable" ? "disable" : "recovery_codes";
  const sent = await attempt(request, locale, () => api.post<TwoFactorStatus>(`${base}/${path}`, codeBody(form)));
  if (!sent.ok) return refused(sent, { intent, at, setup: intent === "confirm" ? setupOf(form) : undefined });
  const codes = sent.value.meta.recoveryCodes as string[] | undefined;
  const message = MESSAGES[path];
  return { intent, recoveryCodes: codes, message, at } satisfies TwoFactorAnswer;
}
