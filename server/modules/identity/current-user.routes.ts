import { Hono } from "hono";
import { currentUserPatchSchema } from "../../../contract/current-user";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { signedInSession } from "./authenticate.middleware";
import { checkEmailChange, startEmailChange } from "./email-change.routes";
import { CURRENT_USER_QUERY, userResource } from "./identity.resource";
import { findOperatorById } from "./operators.service";
import { mustSetUpTwoFactor } from "./two-factor-gate.middleware";
import { findUserWithRoles, updateUser } from "./users.service";

export const currentUserRoutes = new Hono<AppEnv>();

currentUserRoutes.get(
  "/current_user",
  responds({
    summary: "Read the signed-in user",
    description:
      "With his roles; `meta` says who is acting as him, if anyone, and whether he must set up two-step sign-in first.",
    resource: (c) => userResource(c.get("t")),
  }),
  signedInSession(),
  jsonApiQuery(CURRENT_USER_QUERY),
  async (c) => {
    const { session: auth } = c.var;
    const query = c.req.valid("query");
    const impersonator = auth.impersonatorUserId
      ? await findUserWithRoles(c.get("deps").db, c.get("site").tenant.id, auth.impersonatorUserId)
      : null;
    // The web app shows a banner and a way back while an admin is signed in as this user.
    const operator = auth.impersonatorOperatorId ? await findOperatorById(c.get("deps").db, auth.impersonatorOperatorId) : null;
    const meta = impersonator
      ? { impersonatedBy: { id: String(impersonator.id), fullName: `${impersonator.firstName} ${impersonator.lastName}` } }
      : auth.impersonatorOperatorId
        ? // A platform operator: the banner says so, and its stop ends the session (there is no own session to go back to).
          { impersonatedBy: { id: String(auth.impersonatorOperatorId), fullName: operator?.name ?? "", operator: true } }
        : undefined;
    // Staff who must set up two-step sign-in first: the web app sends them there before anything else (issue 44).
    const setup = (await mustSetUpTwoFactor(c)) ? { twoFactorSetupRequired: true } : undefined;
    const allMeta = meta || setup ? { ...meta, ...setup } : undefined;
    return sendDocument(c, toResourceDocument(userResource(c.get("t")), auth.user, { ...query, meta: allMeta }));
  },
);

// Own details, and (with the current password) a new e-mail address, which waits for confirmation by its link.
// Every check runs before anything is written, so a refused request changes nothing.
currentUserRoutes.patch(
  "/current_user",
  responds({
    summary: "Update the signed-in user",
    description: "His own details, language and mail choices; a new e-mail address waits for its confirmation.",
    resource: (c) => userResource(c.get("t")),
  }),
  signedInSession(),
  jsonApiBody("users", currentUserPatchSchema),
  async (c) => {
    const { session: auth } = c.var;
    const { email, current_password, ...input } = c.req.valid("json");
    if (email !== undefined) await checkEmailChange(c, auth, email, current_password ?? "");
    const updated = await updateUser(c.get("deps").db, c.get("site").tenant.id, auth.user.id, {
      firstName: input.first_name,
      lastName: input.last_name,
      phoneNumber: input.phone_number,
      jobTitle: input.job_title,
      gender: input.gender,
      digestDays: input.digest_days,
      // The summary links to the site the days were chosen on, as this request's own mails would.
      digestOrigin: input.digest_days === undefined ? undefined : c.get("site").origin,
      mutedMails: input.muted_mails,
      locale: input.locale,
    });
    if (email !== undefined) await startEmailChange(c, { ...auth, user: updated ?? auth.user }, email);
    const fresh =
      email !== undefined ? await findUserWithRoles(c.get("deps").db, c.get("site").tenant.id, auth.user.id) : updated;
    return sendDocument(c, toResourceDocument(userResource(c.get("t")), fresh ?? auth.user, { include: new Set(["roles"]) }));
  },
);
