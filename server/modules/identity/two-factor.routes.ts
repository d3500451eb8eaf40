import { type Context, Hono } from "hono";
import { twoFactorConfirmSchema } from "../../../contract/two-factor";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { isImpersonated, signedInSession } from "./authenticate.middleware";
import { TWO_FACTOR_WITH_RECOVERY_CODES, twoFactorSetupResource, twoFactorStatusResource } from "./identity.resource";
import {
  confirmTwoFactor,
  findTwoFactor,
  removeTwoFactor,
  replaceRecoveryCodes,
  startTwoFactorSetup,
  twoFactorRequired,
  verifySecondStep,
} from "./two-factor.service";
import { CODE_POINTER, failingClosed, wrongCode } from "./two-factor-codes.service";

/** The signed-in user's own two-step sign-in (issue 44), at /api/v1/two_factor; nobody acting as him may touch it. */
export const twoFactorRoutes = new Hono<AppEnv>();

const own = signedInSession((_actor, session) => !isImpersonated(session));
const codeBody = jsonApiBody("two_factors", twoFactorConfirmSchema);

async function sendStatus(c: Context<AppEnv>, meta?: Record<string, unknown>, status = 200) {
  const { deps, site, session } = c.var;
  const row = await findTwoFactor(deps.db, site.tenant.id, session.user.id);
  const current = {
    ownerId: session.user.id,
    enabled: row?.confirmedAt != null,
    required: twoFactorRequired(site.tenant.switches.twoFactorForStaff, session.user),
    recoveryCodesLeft: row?.confirmedAt ? row.recoveryCodeHashes.length : 0,
  };
  return sendDocument(c, toResourceDocument(twoFactorStatusResource, current, { meta }), status);
}

/** The code of the body checked against the signed-in user's two-step sign-in; a wrong one is a 422. */
async function passSecondStep(c: Context<AppEnv>, code: string) {
  const { deps, site, session } = c.var;
  const step = await failingClosed(c, 422, CODE_POINTER, () =>
    verifySecondStep(deps.db, deps.secretKeys, site.tenant.id, session.user.id, code),
  );
  if (!step.ok) throw wrongCode(c);
}

twoFactorRoutes.get(
  "/two_factor",
  responds({ summary: "Read the own two-step sign-in", resource: twoFactorStatusResource }),
  own,
  (c) => sendStatus(c),
);

/** A new secret and its otpauth:// URI (and QR code); in force only after POST /two_factor/confirm. */
twoFactorRoutes.post(
  "/two_factor",
  responds({
    summary: "Start setting up two-step sign-in",
    description: "A new secret and its otpauth:// URI and QR code; in force after the confirmation.",
    // The owner's id only names the answer; the description needs the shape.
    resource: twoFactorSetupResource(0),
    status: 201,
    errors: [409],
  }),
  own,
  async (c) => {
    const { deps, site, session, t } = c.var;
    const issuer = site.tenant.appName ?? site.center.name;
    const setup = await startTwoFactorSetup(deps.db, deps.secretKeys, site.tenant.id, session.user, issuer);
    if (!setup) throw new AppError(409, "conflict", t("api-errors:detail.twoFactorAlreadyOn"));
    return sendDocument(c, toResourceDocument(twoFactorSetupResource(session.user.id), setup), 201);
  },
);

/** The first code of the app turns it on; the answer has the recovery codes, this once. */
twoFactorRoutes.post(
  "/two_factor/confirm",
  responds({
    summary: "Turn two-step sign-in on",
    description: "With the app's first code; `meta.recovery_codes` has the recovery codes, this once.",
    ...TWO_FACTOR_WITH_RECOVERY_CODES,
  }),
  own,
  codeBody,
  async (c) => {
    const { deps, site, session } = c.var;
    const code = c.req.valid("json").code;
    const codes = await failingClosed(c, 422, CODE_POINTER, () =>
      confirmTwoFactor(deps.db, deps.secretKeys, site.tenant.id, session.user.id, code),
    );
    if (!codes) throw wrongCode(c);
    return sendStatus(c, { recoveryCodes: codes });
  },
);

/** Ten new recovery codes (the old ones stop working), with a code of the app. */
twoFactorRoutes.post(
  "/two_factor/recovery_codes",
  responds({
    summary: "Replace the recovery codes",
    description: "With a code of the app; the new codes in `meta.recovery_codes`, this once.",
    ...TWO_FACTOR_WITH_RECOVERY_CODES,
  }),
  own,
  codeBody,
  async (c) => {
    const { deps, site, session, t } = c.var;
    if (!(await findTwoFactor(deps.db, site.tenant.id, session.user.id))?.confirmedAt) {
      throw new AppError(409, "conflict", t("api-errors:detail.twoFactorNotOn"));
    }
    await passSecondStep(c, c.req.valid("json").code);
    return sendStatus(c, { recoveryCodes: await replaceRecoveryCodes(deps.db, site.tenant.id, session.user.id) });
  },
);

/** Turns it off with a code (a recovery code too), unless the tenant requires it of his role; his other sessions end. */
twoFactorRoutes.post(
  "/two_factor/disable",
  responds({
    summary: "Turn two-step sign-in off",
    description: "With a code of the app (a recovery code too); not where the tenant requires it. His other sessions end.",
    resource: twoFactorStatusResource,
    status: 200,
  }),
  own,
  codeBody,
  async (c) => {
    const { deps, site, session, t } = c.var;
    if (twoFactorRequired(site.tenant.switches.twoFactorForStaff, session.user)) {
      throw new AppError(403, "forbidden", t("api-errors:detail.twoFactorStillRequired"));
    }
    await passSecondStep(c, c.req.valid("json").code);
    await removeTwoFactor(deps.db, site.tenant.id, session.user.id, session.client);
    return sendStatus(c);
  },
);
