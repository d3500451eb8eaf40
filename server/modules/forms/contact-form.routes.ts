import { Hono } from "hono";
import { contactMessageSchema } from "../../../contract/contact-form";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { mailSenderOf } from "../tenancy/mail-sender.service";
import { findCenterWithProfile } from "../tenancy/tenancy.service";
import { contactForm } from "./contact-form.service";
import { isOwnConfirmedAddress, mayConfirm } from "./form-confirmations";
import { contactConfirmationMail, contactMessageMail, contactReceivedMail } from "./form-mails";
import { formSubmissionLimit, isBot } from "./form-spam";
import { publicFormResource, submittedResource } from "./forms.resource";
import { formScopeOf } from "./forms.routes";
import { formClosed, submittedDocument } from "./public-forms.routes";
import { openForm, submitForm } from "./public-forms.service";

/** /contactformulier (issue 16): a visitor writes to the centre; the message is a submission of its contact form. */
export const contactFormRoutes = new Hono<AppEnv>();

/** Whether the centre takes messages now (staff can close the form), and the moment for the minimum fill time. */
contactFormRoutes.get(
  "/contact_form",
  responds({
    summary: "Read the contact form",
    description: "Whether the centre takes messages now, and the moment for the minimum fill time.",
    resource: publicFormResource,
  }),
  async (c) => {
    const scope = formScopeOf(c);
    const { form } = await contactForm(c.get("deps").db, scope);
    const opened = await openForm(c.get("deps").db, scope, form.publicToken);
    c.header("Cache-Control", "no-store");
    return sendDocument(
      c,
      toResourceDocument(publicFormResource, {
        ...(opened as NonNullable<typeof opened>),
        token: form.publicToken,
        shownAt: Date.now(),
      }),
    );
  },
);

/**
 * Stores the message, mails it to the centre's contact address (a reply answers the visitor) and confirms it to the
 * visitor in their language: with a copy only at a signed-in user's own confirmed address, else only that it came
 * (decision 17). Spam is screened as on every form.
 */
contactFormRoutes.post(
  "/contact_messages",
  responds({
    summary: "Write to the centre",
    description: "The message is mailed to the centre's contact address and confirmed to the visitor.",
    resource: submittedResource,
    errors: [429],
  }),
  formSubmissionLimit,
  jsonApiBody("contact_messages", contactMessageSchema),
  async (c) => {
    const input = c.req.valid("json");
    const { deps, site } = c.var;
    if (await isBot(c, input)) return sendDocument(c, submittedDocument({ id: 0, copySentTo: null }), 201);
    const scope = formScopeOf(c);
    const contact = await contactForm(deps.db, scope);
    const profile = await findCenterWithProfile(deps.db, site.tenant.id, site.center.id);
    const to = profile?.profile?.contactEmail ?? null;
    let copySentTo: string | null = null;
    const { opened, submission } = await submitForm(
      deps.db,
      scope,
      contact.form.publicToken,
      () => ({
        [contact.questionIds.name]: input.name,
        [contact.questionIds.email]: input.email,
        [contact.questionIds.subject]: input.subject,
        [contact.questionIds.message]: input.message,
        [contact.questionIds.consent]: [contact.consentOption],
      }),
      async (tx, _form, sent) => {
        const message = { name: input.name, email: input.email, subject: input.subject, message: input.message };
        const own = isOwnConfirmedAddress(c, input.email);
        if (own || (await mayConfirm(tx, scope.tenant, contact.form.id, input.email))) {
          const mail = own ? contactConfirmationMail(c.get("locale"), message) : contactReceivedMail(c.get("locale"));
          await sendTemplatedMail(deps.jobs, mailSenderOf(site, input.email), mail, tx);
          copySentTo = input.email;
        }
        if (!to) return;
        const url = `${site.origin}/nl/form_builder/${contact.form.id}/submissions/${sent.id}`;
        await sendTemplatedMail(deps.jobs, mailSenderOf(site, to, input.email), contactMessageMail(message, url), tx);
      },
    );
    if (!submission) throw formClosed(c, opened?.state ?? "closed");
    return sendDocument(c, submittedDocument({ id: submission.id, copySentTo }), 201);
  },
);
