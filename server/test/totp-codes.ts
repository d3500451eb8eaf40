import { Secret, TOTP } from "otpauth";

/** The code an authenticator app shows for the secret (spaces allowed), `steps` time steps of 30 s from now. */
export const totpCodeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, "")), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
