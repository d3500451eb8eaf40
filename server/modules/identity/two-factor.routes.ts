import { type Context, Hono } from "hono";
import type { z } from "zod";
import { recoveryCodesMeta, twoFactorResourceSchema, twoFactorSetupResourceSchema } from "../../../contract/account-resource";
import { type TwoFactorStatus, twoFactorConfirmSchema } from "../../../contract/two-factor";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { isImpersonated, signedInSession } from "./authenticate.middleware";
import {
  confirmTwoFactor,
  findTwoFactor,
  removeTwoFactor,
  replaceRecoveryCodes,
  startTwoFactorSetup,
  twoFactorRequired,
  verifySecondStep,
} from "./two-factor.service";

/** The signed-in user's own two-step sign-in (issue 44), at /api/v1/two_factor; nobody acting as him may touch it. */
export const twoFactorRoutes = new Hono<AppEnv>();

const own = signedInSession((_actor, session) => !isImpersonated(session));
const codeBody = jsonApiBody("two_factors", twoFactorConfirmSchema);

const statusResource: ResourceDefinition<TwoFactorStatus & { userId: number }, z.output<typeof twoFactorResourceSchema>> = {
  type: "two_factors",
  schema: twoFactorResourceSchema,
  id: (row) => row.userId,
  attributes: ({ userId: _id, ...status }) => status,
};

type Setup = NonNullable<Awaited<ReturnType<typeof startTwoFactorSetup>>> & { userId: number };
const setupResource: ResourceDefinition<Setup, z.output<typeof twoFactorSetupResourceSchema>> = {
  type: "two_factor_setups",
  schema: twoFactorSetupResourceSchema,
  id: (row) => row.userId,
  attributes: ({ userId: _id, ...setup }) => setup,
};

/** The status with the new recovery codes in `meta`, this once (the API's description). */
const WITH_RECOVERY_CODES = { resource: statusResource, meta: recoveryCodesMeta, status: 200 } as const;

async function sendStatus(c: Context<AppEnv>, meta?: Record<string, unknown>, status = 200) {
  const { deps, site, session } = c.var;
  const row = await findTwoFactor(deps.db, site.tenant.id, session.user.id);
  const current = {
    userId: session.user.id,
    enabled: row?.confirmedAt != null,
    required: twoFactorRequired(site.tenant.switches.twoFactorForStaff, session.user),
    recoveryCodesLeft: row?.confirmedAt ? row.recoveryCodeHashes.length : 0,
  };
  return sendDocument(c, toResourceDocument(statusResource, current, { meta }), status);
}

/** A wrong code is a 422 on the code field; the sign-in limits count these at sign-in, here he is signed in already. */
const wrongCode = (c: Context<AppEnv>) =>
  new AppError(422, "invalid_two_factor_code", c.get("t")("api-errors:detail.twoFactorCodeInvalid"), [
    { detail: c.get("t")("api-errors:detail.twoFactorCodeInvalid"), source: { pointer: "/data/attributes/code" } },
  ]);

twoFactorRoutes.get("/two_factor", responds({ summary: "Read the own two-step sign-in", resource: statusResource }), own, (c) =>
  sendStatus(c),
);

/** A new secret and its otpauth:// URI (and QR code); in force only after POST /two_factor/confirm. */
twoFactorRoutes.post(
  "/two_factor",
  responds({
    summary: "Start setting up two-step sign-in",
    description: "A new secret and its otpauth:// URI and QR code; in force after the confirmation.",
    resource: setupResource,
    status: 201,
    errors: [409],
  }),
  own,
  async (c) => {
    const { deps, site, session, t } = c.var;
    const issuer = site.tenant.appName ?? site.center.name;
    const setup = await startTwoFactorSetup(deps.db, site.tenant.id, session.user, issuer);
    if (!setup) throw new AppError(409, "conflict", t("api-errors:detail.twoFactorAlreadyOn"));
    return sendDocument(c, toResourceDocument(setupResource, { ...setup, userId: session.user.id }), 201);
  },
);

/** The first code of the app turns it on; the answer has the recovery codes, this once. */
twoFactorRoutes.post(
  "/two_factor/confirm",
  responds({
    summary: "Turn two-step sign-in on",
    description: "With the app's first code; `meta.recovery_codes` has the recovery codes, this once.",
    ...WITH_RECOVERY_CODES,
  }),
  own,
  codeBody,
  async (c) => {
    const { deps, site, session } = c.var;
    const codes = await confirmTwoFactor(deps.db, site.tenant.id, session.user.id, c.req.valid("json").code);
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
    ...WITH_RECOVERY_CODES,
  }),
  own,
  codeBody,
  async (c) => {
    const { deps, site, session, t } = c.var;
    if (!(await findTwoFactor(deps.db, site.tenant.id, session.user.id))?.confirmedAt) {
      throw new AppError(409, "conflict", t("api-errors:detail.twoFactorNotOn"));
    }
    const step = await verifySecondStep(deps.db, site.tenant.id, session.user.id, c.req.valid("json").code);
    if (!step.ok) throw wrongCode(c);
    return sendStatus(c, { recoveryCodes: await replaceRecoveryCodes(deps.db, site.tenant.id, session.user.id) });
  },
);

/** Turns it off with a code, unless the tenant requires it of his role. */
twoFactorRoutes.post(
  "/two_factor/disable",
  responds({
    summary: "Turn two-step sign-in off",
    description: "With a code of the app; not where the tenant requires it.",
    resource: statusResource,
    status: 200,
  }),
  own,
  codeBody,
  async (c) => {
    const { deps, site, session, t } = c.var;
    if (twoFactorRequired(site.tenant.switches.twoFactorForStaff, session.user)) {
      throw new AppError(403, "forbidden", t("api-errors:detail.twoFactorStillRequired"));
    }
    const step = await verifySecondStep(deps.db, site.tenant.id, session.user.id, c.req.valid("json").code);
    if (!step.ok) throw wrongCode(c);
    await removeTwoFactor(deps.db, site.tenant.id, session.user.id);
    return sendStatus(c);
  },
);
