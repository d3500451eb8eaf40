import { Secret, TOTP } from "otpauth";

/** The code an authenticator app shows for the secret (spaces allowed), `steps` time steps of 30 s from now. */
export const totpCodeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, "")), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** Waits, when the current 30 s step ends within `margin` ms, for the next one: a code made now is still in its step when the server checks it. */
export async function awayFromStepEnd(margin = 8_000) {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
