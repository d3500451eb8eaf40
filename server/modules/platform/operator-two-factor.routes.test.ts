import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sealedKeyId } from "../../security/secret-box";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { type Session, sessionOf, signIn } from "../../test/sign-in";
import { createTestApp, TEST_SECRET_KEYS, type TestApp } from "../../test/test-app";
import { totpCodeOf } from "../../test/totp-codes";
import { challengeOf, codeBody, postSecondStep, setUpTwoFactor } from "../../test/two-factor";
import { DEMO_OPERATOR_EMAIL, DEMO_OPERATOR_TOTP_SECRET } from "../identity/identity.seed";
import { createOperator } from "../identity/operators.service";
import { platformOperatorTwoFactors } from "../identity/operators.table";
import { resetOperatorTwoFactorByCommand } from "./operator-reset.service";
import { platformAuditOf } from "./platform-audit.service";

const OPERATOR_HOST = "platform.localhost:3000";
const BASE = "/api/v1/platform/two_factor";
const EMAIL = "tweede.beheerder@platform.example";
const PASSWORD = "Tweede-beheerder-2026";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createOperator(t.db, { email: EMAIL, name: "Tweede Beheerder", password: PASSWORD });
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
const signInOperator = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.request("/auth/sign_in", {
    method: "POST",
    headers: { host: OPERATOR_HOST, "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
    address: `10.81.${++address}.1`,
  });
const tenants = (session: Session) => t.request("/api/v1/platform/tenants", { headers: session });

describe("two-step sign-in for platform operators (issue 44 item 4)", () => {
  let secret = "";
  let recoveryCodes: string[] = [];
  let device = "";

  it("is required: until he has set it up, the operator API lets him do nothing else", async () => {
    const answer = await signInOperator(EMAIL, PASSWORD);
    expect(answer.status).toBe(200);
    const session = sessionOf(answer, OPERATOR_HOST);
    await expectErrors(await tenants(session), 403, "two_factor_setup_required");
    const status = await expectDocument(await t.request(BASE, { headers: session }), 200);
    expect(status.data.attributes).toEqual({ enabled: false, required: true, recovery_codes_left: 0 });

    ({ secret, recoveryCodes } = await setUpTwoFactor(t, session, BASE));
    expect(recoveryCodes).toHaveLength(10);
    expect((await tenants(session)).status).toBe(200);
    // Sealed at rest, as a user's; no second set-up while it is on.
    const rows = await t.db.select().from(platformOperatorTwoFactors);
    expect(rows.map((row) => sealedKeyId(row.secret))).toEqual(rows.map(() => TEST_SECRET_KEYS.current));
    expect(JSON.stringify(rows)).not.toContain(secret);
    await expectErrors(await t.request(BASE, { method: "POST", headers: session }), 409, "conflict");
  });

  it("asks for the code at sign-in on the operator's host, as a tenant's sign-in does", async () => {
    const challenge = await challengeOf(t, EMAIL, { host: OPERATOR_HOST, password: PASSWORD });
    await expectErrors(await postSecondStep(t, OPERATOR_HOST, { challenge, code: "000000" }), 401, "invalid_two_factor_code");
    const answer = await postSecondStep(t, OPERATOR_HOST, { challenge, code: totpCodeOf(secret), remember: true });
    const document = await expectDocument(answer, 200);
    expect(document.data.attributes?.email).toBe(EMAIL);
    expect((await tenants(sessionOf(answer, OPERATOR_HOST))).status).toBe(200);
    // Used up; and its challenge means nothing on a tenant's host.
    await expectErrors(await postSecondStep(t, OPERATOR_HOST, { challenge, code: totpCodeOf(secret, 1) }), 401, "invalid_token");
    device = answer.headers.get("two-factor-device") ?? "";
    expect((await signInOperator(EMAIL, PASSWORD, { "two-factor-device": device })).status).toBe(200);

    // A recovery code instead, once; new codes with a code of the app.
    const again = await challengeOf(t, EMAIL, { host: OPERATOR_HOST, password: PASSWORD });
    const recovered = await expectDocument(
      await postSecondStep(t, OPERATOR_HOST, { challenge: again, code: recoveryCodes[0] }),
      200,
    );
    expect(recovered.meta?.recovery_codes_left).toBe(9);
    const fresh = await expectDocument(
      await t.request(`${BASE}/recovery_codes`, {
        method: "POST",
        headers: sessionOf(answer, OPERATOR_HOST),
        json: codeBody(totpCodeOf(secret, 1)),
      }),
      200,
    );
    expect(fresh.meta?.recovery_codes).toHaveLength(10);
  });

  it("the demo operator has it from the seed, with the demo's published key", async () => {
    const challenge = await challengeOf(t, DEMO_OPERATOR_EMAIL, { host: OPERATOR_HOST });
    expect((await postSecondStep(t, OPERATOR_HOST, { challenge, code: totpCodeOf(DEMO_OPERATOR_TOTP_SECRET) })).status).toBe(200);
  });

  it("npm run operator -- reset-two-factor ends it with his sessions and devices, audited; he sets it up anew", async () => {
    const before = sessionOf(await signInOperator(EMAIL, PASSWORD, { "two-factor-device": device }), OPERATOR_HOST);
    expect((await tenants(before)).status).toBe(200);

    const operator = await resetOperatorTwoFactorByCommand(t.db, EMAIL, "beheer");
    expect(operator?.email).toBe(EMAIL);
    expect(await resetOperatorTwoFactorByCommand(t.db, "niemand@platform.example", "beheer")).toBeNull();
    await expectErrors(await tenants(before), 401, "not_authorized");
    const [event] = await platformAuditOf(t.db, operator?.id ?? 0);
    expect(event).toMatchObject({
      action: "operator.two_factor_reset",
      details: { operator_email: EMAIL, had_two_factor: true, via: "npm run operator", by: "beheer" },
    });

    // The password alone signs him in again, to set it up anew before anything else.
    const answer = await signInOperator(EMAIL, PASSWORD);
    expect(answer.status).toBe(200);
    await expectErrors(await tenants(sessionOf(answer, OPERATOR_HOST)), 403, "two_factor_setup_required");
  });

  it("is the operator's host's alone: a tenant user's session is refused the operator's set-up", async () => {
    const admin = await signIn(t, "admin");
    await expectErrors(await t.request(BASE, { headers: { ...admin, host: OPERATOR_HOST } }), 403, "forbidden");
    await expectErrors(await t.request(BASE, { headers: { host: OPERATOR_HOST } }), 401, "not_authorized");
  });
});
