import type { z } from "zod";
import type { organizationSignupSchema } from "../../../contract/organizations";
import type { ContentLocale } from "../../../locales/languages";
import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/queue";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { alreadyRegisteredMail, confirmationMail } from "../identity/identity-mails.service";
import { signUp } from "../identity/signup.service";
import { addRole } from "../identity/user-admin.service";
import { notifyCenterStaff } from "../notifications/notifications.service";
import { activeTenantIds } from "../tenancy/tenants.service";
import { placeUnplacedOrganizations } from "./organization-places.service";
import { toOrganizationInput } from "./organizations.input";
import { createOrganization } from "./organizations.service";

// The names are stored with each queued job (jobs.name), so they keep the spelling they were queued under: a sign-up
// waiting in the queue during a deploy would otherwise find no handler.
export const ORGANIZATION_SIGNUP_JOB = "organisations.sign-up";
export const ORGANIZATION_PLACES_JOB = "organisations.place";
const PLACES_EVERY_MS = 6 * 60 * 60 * 1000;

type SignupAttributes = z.infer<ReturnType<typeof organizationSignupSchema>>;

/** What the sign-up request hands to its job: the password only as a hash, made in the request. */
export interface OrganizationSignupRequest {
  tenant: TenantId;
  email: string;
  center: string;
  origin: string;
  centerId: number;
  locale: ContentLocale;
  organization: SignupAttributes["organization"];
  user: { firstName: string; lastName: string; passwordHash: string };
}

/**
 * An organization's sign-up is done by a job, as a person's is: the request does the same work whether or not the
 * address has an account (issue 10, item 7), and the job makes the organization only for a new account.
 */
export function registerOrganizationJobs(queue: JobQueue, db: Database) {
  queue.every(ORGANIZATION_PLACES_JOB, PLACES_EVERY_MS, async () => {
    for (const tenant of await activeTenantIds(db)) await placeUnplacedOrganizations(db, tenant);
  });
  queue.register(ORGANIZATION_SIGNUP_JOB, async (payload) => {
    const request = payload as unknown as OrganizationSignupRequest;
    const { tenant, center, origin, centerId, organization } = request;
    const outcome = await signUp(db, tenant, {
      centerId,
      email: request.email,
      firstName: request.user.firstName,
      lastName: request.user.lastName,
      passwordHash: request.user.passwordHash,
      locale: request.locale,
    });
    if (outcome.kind === "created") {
      const created = await createOrganization(
        db,
        tenant,
        {
          ...toOrganizationInput(organization),
          name: organization.name,
          type: organization.organization_type,
          centerId,
          status: "pending",
        },
        [outcome.user.id],
      );
      await addRole(db, tenant, outcome.user.id, outcome.user.id, "organization_superuser", created.id);
      await notifyCenterStaff(db, tenant, centerId, ["center_superuser"], {
        kind: "organization_pending",
        data: { organization: created.name },
        link: `/organizations/${created.id}`,
      });
    }
    const ctx = { user: outcome.user, origin };
    const mail = outcome.kind === "created" ? confirmationMail(ctx, outcome.token) : alreadyRegisteredMail(ctx);
    await sendTemplatedMail(queue, { tenant, centerId, center, to: outcome.user.email }, mail);
  });
}
