import { Hono } from "hono";
import { confirmationMeta } from "../../../contract/account-resource";
import { confirmSchema, resendConfirmationSchema, signupSchema } from "../../../contract/signup";
import type { Translate } from "../../../contract/validation";
import { wireMessage } from "../../../contract/wire";
import { AppError } from "../../http/app-error";
import { clearAuthCookies } from "../../http/auth-cookies";
import { readAttributes } from "../../http/jsonapi/body";
import { plainBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { described } from "../../http/openapi/described";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { limitMailRequest, mayMailAccount } from "./auth-limits.service";
import { confirmEmailChange } from "./email-change.service";
import { userResource } from "./identity.resource";
import { enqueueMailRequest, IDENTITY_JOBS, mailRequestOf } from "./identity-jobs";
import { hashPassword } from "./passwords";
import { confirmEmail } from "./signup.service";
import { findUserWithRoles } from "./users.service";

export const signupRoutes = new Hono<AppEnv>();

const accepted = (c: Parameters<typeof sendDocument>[0]) =>
  sendDocument(c, { meta: { message: c.get("t")("identity:confirm.accepted") } }, 202);

/**
 * Self-registration. The answer is the same whether or not the address has an account (202, nothing about the
 * account); the mail says which: a confirmation link, or a note that an account exists.
 */
signupRoutes.post(
  "/users",
  // A signed-in caller goes on to the users module's invitation, so this route cannot declare a body validator: it
  // tells the API's description which body it reads instead.
  described(
    async (c, next) => {
      if (c.get("auth")) return next();
      const { deps, site, t } = c.var;
      const input = await readAttributes(c, "users", signupSchema(t as Translate));
      await limitMailRequest(c, "signup");
      // The account is made (or its owner told) by a job: this request does the same work for a known address.
      await enqueueMailRequest(deps.jobs, IDENTITY_JOBS.signUp, {
        tenant: site.tenant.id,
        center: site.center.name,
        origin: site.origin,
        centerId: site.center.id,
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash: await hashPassword(input.password),
        locale: input.locale ?? c.get("locale"),
      });
      return accepted(c);
    },
    { kind: "jsonapi-body", type: "users", schema: (c) => signupSchema(c.get("t") as Translate) },
  ),
);

// POST /api/v1/confirm: the link in a confirmation e-mail, for a new account or for a new e-mail address.
// meta.confirmed says which, so the page can say what happened.
signupRoutes.post(
  "/confirm",
  responds({
    summary: "Confirm an e-mail address",
    description: "The link of a confirmation e-mail, for a new account or a new address; `meta.confirmed` says which.",
    resource: (c) => userResource(c.get("t")),
    meta: confirmationMeta,
    errors: [409],
  }),
  plainBody(confirmSchema),
  async (c) => {
    const { deps, site, t } = c.var;
    const { confirmation_token } = c.req.valid("json");
    const account = await confirmEmail(deps.db, site.tenant.id, confirmation_token);
    const change = account ? null : await confirmEmailChange(deps.db, site.tenant.id, confirmation_token);
    if (change?.kind === "taken")
      throw new AppError(409, "conflict", t("api-errors:detail.emailTaken"), [{ source: { pointer: "/confirmation_token" } }]);
    const user = account ?? change?.user;
    if (!user)
      throw new AppError(422, "invalid_token", t("api-errors:detail.invalidConfirmationToken"), [
        { source: { pointer: "/confirmation_token" } },
      ]);
    // The change ended every session of this user (see confirmEmailChange); this browser's cookies go with them.
    const auth = c.get("auth");
    if (change && auth?.viaCookie && auth.user.id === user.id) clearAuthCookies(c);
    const withRoles = await findUserWithRoles(deps.db, site.tenant.id, user.id);
    const meta = { confirmed: account ? "account" : "email_change" };
    return sendDocument(c, toResourceDocument(userResource(t), withRoles ?? { ...user, roles: [] }, { meta }));
  },
);

// POST /api/v1/confirm/resend: a fresh link for an unconfirmed account; the same answer for any address.
signupRoutes.post(
  "/confirm/resend",
  responds({
    summary: "Resend the confirmation link",
    description: "For an unconfirmed account; the same answer for any address.",
    meta: wireMessage,
    status: 202,
  }),
  plainBody(resendConfirmationSchema),
  async (c) => {
    const { deps, site } = c.var;
    const { email } = c.req.valid("json");
    await limitMailRequest(c, "confirm");
    if (await mayMailAccount(c, "confirm", email)) {
      const request = mailRequestOf(site, email);
      await enqueueMailRequest(deps.jobs, IDENTITY_JOBS.confirmationResend, request);
    }
    return accepted(c);
  },
);
