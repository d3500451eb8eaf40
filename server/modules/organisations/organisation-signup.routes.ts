import { Hono } from "hono";
import { organizationSignupSchema } from "../../../contract/organizations";
import { signupSchema } from "../../../contract/signup";
import type { Translate } from "../../../contract/validation";
import { readAttributes } from "../../http/jsonapi/body";
import { sendDocument } from "../../http/jsonapi/errors";
import type { AppEnv } from "../../http/types";
import { enqueueMail } from "../../mail/mail-jobs";
import { limitMailRequest } from "../identity/auth-limits.service";
import { alreadyRegisteredMail, confirmationMail } from "../identity/identity-mails.service";
import { signUp } from "../identity/signup.service";
import { addRole } from "../identity/user-admin.service";
import { toOrganizationInput } from "./organisations.input";
import { createOrganization } from "./organisations.service";

export const organisationSignupRoutes = new Hono<AppEnv>();

/**
 * POST /api/v1/organization_signups: organisation, address and first user in one step; the organisation waits
 * (pending) for the centre. As with a person's sign-up, an address that has an account gets the same answer.
 */
organisationSignupRoutes.post("/organization_signups", async (c) => {
  const { deps, site, t } = c.var;
  const input = await readAttributes(c, "organization_signups", organizationSignupSchema(signupSchema(t as Translate)));
  await limitMailRequest(c, "org-signup");
  const person = input.user as { first_name: string; last_name: string; email: string; password: string };
  const outcome = await signUp(deps.db, site.tenant.id, {
    centerId: site.center.id,
    email: person.email,
    firstName: person.first_name,
    lastName: person.last_name,
    password: person.password,
    locale: c.var.locale,
  });
  const ctx = { user: outcome.user, center: site.center.name, origin: site.origin };
  if (outcome.kind === "created") {
    const organization = await createOrganization(
      deps.db,
      site.tenant.id,
      {
        ...toOrganizationInput(input.organization),
        name: input.organization.name,
        type: input.organization.organization_type,
        centerId: site.center.id,
        status: "pending",
      },
      [outcome.user.id],
    );
    await addRole(deps.db, site.tenant.id, outcome.user.id, outcome.user.id, "organization_superuser", organization.id);
  }
  const mail = outcome.kind === "created" ? confirmationMail(ctx, outcome.token) : alreadyRegisteredMail(ctx);
  await enqueueMail(deps.jobs, { tenant: site.tenant.id, to: outcome.user.email, fromName: site.center.name, ...mail });
  return sendDocument(c, { meta: { message: t("identity:confirm.accepted") } }, 202);
});
