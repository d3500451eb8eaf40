import { Hono } from "hono";
import { organizationSignupSchema } from "../../../contract/organizations";
import { signupSchema } from "../../../contract/signup";
import type { Translate } from "../../../contract/validation";
import { wireMessage } from "../../../contract/wire";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { sendDocument } from "../../http/jsonapi/errors";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { limitMailRequest } from "../identity/auth-limits.service";
import { hashSignupPassword } from "../identity/signup.service";
import { ORGANIZATION_SIGNUP_JOB, type OrganizationSignupRequest } from "./organization-jobs";

export const organizationSignupRoutes = new Hono<AppEnv>();

/**
 * POST /api/v1/organization_signups: organization, address and first user in one step; the organization waits
 * (pending) for the centre. As with a person's sign-up, an address that has an account gets the same answer.
 */
organizationSignupRoutes.post(
  "/organization_signups",
  responds({
    summary: "Sign an organization up",
    description:
      "A new organization and its first user; the same answer whether or not the address has an account (the mail says which).",
    meta: wireMessage,
    status: 202,
  }),
  jsonApiBody("organization_signups", (c) => organizationSignupSchema(signupSchema(c.get("t") as Translate))),
  async (c) => {
    const { deps, site, t } = c.var;
    const input = c.req.valid("json");
    await limitMailRequest(c, "org-signup");
    const person = input.user;
    // The account and organization are made (or the owner told) by a job: the same work here for a known address.
    const request: OrganizationSignupRequest = {
      tenant: site.tenant.id,
      center: site.center.name,
      origin: site.origin,
      centerId: site.center.id,
      email: person.email,
      locale: c.get("locale"),
      organization: input.organization,
      user: { firstName: person.first_name, lastName: person.last_name, passwordHash: await hashSignupPassword(person.password) },
    };
    await deps.jobs.enqueue(ORGANIZATION_SIGNUP_JOB, { ...request });
    return sendDocument(c, { meta: { message: t("identity:confirm.accepted") } }, 202);
  },
);
