import { expect } from "vitest";
import { expectDocument, expectErrors } from "./expect-json-api";
import { postSignIn, type Session } from "./sign-in";
import type { TestApp } from "./test-app";
import { totpCodeOf } from "./totp-codes";

/** The body of the code's requests (/api/v1/two_factor/confirm, .../recovery_codes, .../disable). */
export const codeBody = (code: string) => ({ data: { type: "two_factors", attributes: { code } } });

/** Sets up and confirms two-step sign-in for a signed-in session at `base`: the secret and the recovery codes. */
export async function setUpTwoFactor(t: Pick<TestApp, "request">, session: Session, base = "/api/v1/two_factor") {
  const started = await expectDocument(await t.request(base, { method: "POST", headers: session }), 201);
  const secret = String(started.data.attributes?.secret);
  const confirmed = await expectDocument(
    await t.request(`${base}/confirm`, { method: "POST", headers: session, json: codeBody(totpCodeOf(secret, -1)) }),
    200,
  );
  return { secret, recoveryCodes: confirmed.meta?.recovery_codes as string[] };
}

let address = 0;

/** A sign-in that must answer two_factor_required, from an address of its own: its challenge. */
export async function challengeOf(
  t: Pick<TestApp, "request">,
  email: string,
  options: { host?: string; password?: string } = {},
) {
  const headers: Record<string, string> = options.host ? { host: options.host } : {};
  const answer = await postSignIn(t, email, { address: `10.78.${++address % 250}.1`, password: options.password, headers });
  const errors = await expectErrors(answer, 401, "two_factor_required");
  expect(errors[0].meta?.challenge).toBeTypeOf("string");
  return String(errors[0].meta?.challenge);
}

/** POST /auth/two_factor on a host (a tenant's site, or the operator's). */
export const postSecondStep = (
  t: Pick<TestApp, "request">,
  host: string,
  body: { challenge: string; code: string; remember?: boolean },
  headers: Record<string, string> = {},
) =>
  t.request("/auth/two_factor", {
    method: "POST",
    headers: { host, ...headers },
    json: body,
    address: `10.79.${++address % 250}.1`,
  });
