import { type Context, Hono } from "hono";
import { twoFactorConfirmSchema } from "../../../contract/two-factor";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { TWO_FACTOR_WITH_RECOVERY_CODES, twoFactorSetupResource, twoFactorStatusResource } from "../identity/identity.resource";
import {
  confirmOperatorTwoFactor,
  findOperatorTwoFactor,
  replaceOperatorRecoveryCodes,
  startOperatorTwoFactorSetup,
  verifyOperatorSecondStep,
} from "../identity/operator-two-factor.service";
import { CODE_POINTER, failingClosed, wrongCode } from "../identity/two-factor-codes.service";

/**
 * The signed-in operator's own two-step sign-in (issue 44 item 4), at /api/v1/platform/two_factor, behind the
 * operator gate: the same requests and answers as a user's /api/v1/two_factor. It is always required, so there is no
 * turning it off; `npm run operator -- reset-two-factor` resets it.
 */
export const operatorTwoFactorRoutes = new Hono<AppEnv>();

const codeBody = jsonApiBody("two_factors", twoFactorConfirmSchema);
const ISSUER = "Vrijwilligersplatform (platformbeheer)";

async function sendStatus(c: Context<AppEnv>, meta?: Record<string, unknown>) {
  const { deps, operator } = c.var;
  const row = await findOperatorTwoFactor(deps.db, operator.id);
  const enabled = row?.confirmedAt != null;
  const status = {
    ownerId: operator.id,
    enabled,
    required: true,
    recoveryCodesLeft: enabled ? (row?.recoveryCodeHashes.length ?? 0) : 0,
  };
  return sendDocument(c, toResourceDocument(twoFactorStatusResource, status, { meta }));
}

operatorTwoFactorRoutes.get(
  "/two_factor",
  responds({ summary: "Read the operator's own two-step sign-in", resource: twoFactorStatusResource }),
  (c) => sendStatus(c),
);

operatorTwoFactorRoutes.post(
  "/two_factor",
  responds({
    summary: "Start setting up the operator's two-step sign-in",
    description: "A new secret and its otpauth:// URI and QR code; in force after the confirmation.",
    // The owner's id only names the answer; the description needs the shape.
    resource: twoFactorSetupResource(0),
    status: 201,
    errors: [409],
  }),
  async (c) => {
    const { deps, operator, t } = c.var;
    const setup = await startOperatorTwoFactorSetup(deps.db, deps.secretKeys, operator, ISSUER);
    if (!setup) throw new AppError(409, "conflict", t("api-errors:detail.twoFactorAlreadyOn"));
    return sendDocument(c, toResourceDocument(twoFactorSetupResource(operator.id), setup), 201);
  },
);

operatorTwoFactorRoutes.post(
  "/two_factor/confirm",
  responds({
    summary: "Turn the operator's two-step sign-in on",
    description: "With the app's first code; `meta.recovery_codes` has the recovery codes, this once.",
    ...TWO_FACTOR_WITH_RECOVERY_CODES,
  }),
  codeBody,
  async (c) => {
    const { deps, operator } = c.var;
    const code = c.req.valid("json").code;
    const codes = await failingClosed(c, 422, CODE_POINTER, () =>
      confirmOperatorTwoFactor(deps.db, deps.secretKeys, operator.id, code),
    );
    if (!codes) throw wrongCode(c);
    return sendStatus(c, { recoveryCodes: codes });
  },
);

operatorTwoFactorRoutes.post(
  "/two_factor/recovery_codes",
  responds({
    summary: "Replace the operator's recovery codes",
    description: "With a code of the app; the new codes in `meta.recovery_codes`, this once.",
    ...TWO_FACTOR_WITH_RECOVERY_CODES,
  }),
  codeBody,
  async (c) => {
    const { deps, operator, t } = c.var;
    if (!(await findOperatorTwoFactor(deps.db, operator.id))?.confirmedAt) {
      throw new AppError(409, "conflict", t("api-errors:detail.twoFactorNotOn"));
    }
    const code = c.req.valid("json").code;
    const step = await failingClosed(c, 422, CODE_POINTER, () =>
      verifyOperatorSecondStep(deps.db, deps.secretKeys, operator.id, code),
    );
    if (!step.ok) throw wrongCode(c);
    return sendStatus(c, { recoveryCodes: await replaceOperatorRecoveryCodes(deps.db, operator.id) });
  },
);
