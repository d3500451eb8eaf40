import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { FormCreate, FormQuestionCreate } from "../../../contract/forms";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { centerStaffIds } from "../notifications/notification-recipients.service";
import { notify } from "../notifications/notifications.service";
import { publishPage } from "../pages/page-publication.service";
import { createPage } from "../pages/pages.service";
import { listCenters } from "../tenancy/tenancy.service";
import { ownFeatureFlags } from "../tenancy/tenants.service";
import { createInvitations } from "./form-invitations.service";
import { createQuestion, type FormQuestionRow } from "./form-questions.service";
import { createSubmission } from "./form-submissions.service";
import { FORM_MANAGERS } from "./forms.policy";
import { createForm, type Scope } from "./forms.service";
import { formSubmissions, forms } from "./forms.table";
import { keptQuestion } from "./shown-answers";

/**
 * Two forms a centre typically has: a public sign-up and an evaluation by invitation, with every kind of question;
 * in English too, for the tenants whose site is in two languages (decision 36).
 */
const DEMO_FORMS: { form: FormCreate; questions: FormQuestionCreate[] }[] = [
  {
    form: {
      title: "Aanmelden voor de vrijwilligersavond",
      description: "Als dank voor jullie inzet nodigen we alle vrijwilligers uit voor een gezellige avond. Meld je hier aan.",
      title_en: "Sign up for the volunteers' evening",
      description_en: "To thank you for your work, we invite all volunteers to a social evening. Sign up here.",
      access_permission: "anonymous",
      max_submissions: 150,
    },
    questions: [
      {
        question_type: "info_section",
        text: "De avond begint om 19.30 uur in het dorpshuis. Partners zijn welkom.",
        text_en: "The evening starts at 7.30 pm in the village hall. Partners are welcome.",
      },
      { question_type: "text", text: "Je naam", text_en: "Your name", required: true },
      { question_type: "email", text: "Je e-mailadres", text_en: "Your e-mail address", required: true },
      { question_type: "phone", text: "Je telefoonnummer", text_en: "Your phone number" },
      {
        question_type: "number",
        text: "Met hoeveel personen kom je?",
        text_en: "How many people are coming, including you?",
        required: true,
      },
      {
        question_type: "multiple_choice",
        text: "Hoe kom je naar het dorpshuis?",
        text_en: "How will you get to the village hall?",
        options: [
          { label: "Lopend of op de fiets", label_en: "On foot or by bike" },
          { label: "Met de auto", label_en: "By car" },
          { label: "Ik wil graag opgehaald worden", label_en: "I would like to be picked up" },
        ],
      },
      {
        question_type: "checkbox",
        text: "Heb je wensen voor het eten?",
        text_en: "Any wishes for the food?",
        options: [
          { label: "Vegetarisch", label_en: "Vegetarian" },
          { label: "Glutenvrij", label_en: "Gluten-free" },
          { label: "Halal", label_en: "Halal" },
          { label: "Geen varkensvlees", label_en: "No pork" },
        ],
      },
      {
        question_type: "text",
        text: "Wil je nog iets kwijt?",
        text_en: "Anything else you would like to tell us?",
        long_answer: true,
      },
    ],
  },
  {
    form: {
      title: "Evaluatie training Omgaan met eenzaamheid",
      description: "Je volgde onlangs onze training. Vertel ons wat je ervan vond, zodat we hem beter kunnen maken.",
      title_en: "Evaluation of the training Dealing with loneliness",
      description_en: "You recently took our training. Tell us what you thought of it, so that we can make it better.",
      access_permission: "token_holder",
      retention_months: 6,
    },
    questions: [
      {
        question_type: "date",
        text: "Op welke dag volgde je de training?",
        text_en: "On which day did you take the training?",
        required: true,
      },
      { question_type: "time", text: "Hoe laat ging je naar huis?", text_en: "What time did you go home?" },
      {
        question_type: "multiple_choice",
        text: "Wat vond je van de training?",
        text_en: "What did you think of the training?",
        required: true,
        options: [
          { label: "Heel goed", label_en: "Very good" },
          { label: "Goed", label_en: "Good" },
          { label: "Matig", label_en: "Fair" },
          { label: "Slecht", label_en: "Poor" },
        ],
      },
      {
        question_type: "url",
        text: "Heb je een goede bron gevonden over dit onderwerp? Deel de link.",
        text_en: "Did you find a good source on this subject? Share the link.",
      },
      { question_type: "text", text: "Wat kan er beter?", text_en: "What could be better?", long_answer: true },
    ],
  },
];

const DAY_MS = 24 * 3600 * 1000;

/** Sign-ups for the volunteers' evening, by question text: what staff see first on the demo form's overview. */
const DEMO_SIGN_UPS: { daysAgo: number; answers: Record<string, string | string[]>; marked?: boolean; note?: string }[] = [
  {
    daysAgo: 12,
    answers: {
      "Je naam": "Ans de Vries",
      "Je e-mailadres": "ans.devries@example.nl",
      "Met hoeveel personen kom je?": "2",
      "Hoe kom je naar het dorpshuis?": "Ik wil graag opgehaald worden",
      "Heb je wensen voor het eten?": ["Vegetarisch"],
    },
    marked: true,
    note: "Ophalen geregeld met Henk (rijdt vanuit Wezep).",
  },
  {
    daysAgo: 9,
    answers: {
      "Je naam": "Mohamed El Amrani",
      "Je e-mailadres": "m.elamrani@example.nl",
      "Je telefoonnummer": "06 12345678",
      "Met hoeveel personen kom je?": "1",
      "Hoe kom je naar het dorpshuis?": "Lopend of op de fiets",
      "Heb je wensen voor het eten?": ["Halal"],
    },
  },
  {
    daysAgo: 4,
    answers: {
      "Je naam": "Gerda Mulder",
      "Je e-mailadres": "gerda.mulder@example.nl",
      "Met hoeveel personen kom je?": "3",
      "Hoe kom je naar het dorpshuis?": "Met de auto",
      "Wil je nog iets kwijt?": "Mijn kleinzoon van 12 komt ook mee, is dat goed?",
    },
  },
  {
    daysAgo: 1,
    answers: {
      "Je naam": "Kees Bakker",
      "Je e-mailadres": "kees.bakker@example.nl",
      "Met hoeveel personen kom je?": "2",
      "Heb je wensen voor het eten?": ["Glutenvrij", "Geen varkensvlees"],
    },
  },
];

/** A few submissions and invitations, so that the demo forms' overviews show what a centre sees after a while. */
async function seedDemoAnswers(
  db: Database,
  scope: Scope,
  form: { id: number; title: string },
  questions: FormQuestionRow[],
  invitationOnly: boolean,
) {
  const formId = form.id;
  const byText = new Map(questions.map((question) => [question.text, question]));
  const kept = questions.map((question) => keptQuestion(question));
  if (invitationOnly) {
    const invited = await createInvitations(
      db,
      scope,
      formId,
      { emails: ["fatima.yilmaz@example.nl", "joop.smit@example.nl"], expiresAt: new Date(Date.now() + 21 * DAY_MS) },
      null,
      // Demo invitations are not mailed.
      async () => {},
    );
    const answers = {
      [byText.get("Op welke dag volgde je de training?")?.id ?? 0]: new Date(Date.now() - 10 * DAY_MS).toISOString().slice(0, 10),
      [byText.get("Wat vond je van de training?")?.id ?? 0]: "Goed",
      [byText.get("Wat kan er beter?")?.id ?? 0]: "Meer tijd om te oefenen met gesprekken.",
    };
    await withTenant(db, scope.tenant, (tx) =>
      createSubmission(tx, scope, {
        formId,
        questions: kept,
        answers,
        respondentEmail: invited[0].email,
        invitationId: invited[0].id,
      }),
    );
    return;
  }
  for (const sign of DEMO_SIGN_UPS) {
    const answers = Object.fromEntries(
      Object.entries(sign.answers).map(([text, value]) => [String(byText.get(text)?.id), value]),
    );
    await withTenant(db, scope.tenant, async (tx) => {
      const row = await createSubmission(tx, scope, {
        formId,
        questions: kept,
        answers,
        respondentEmail: sign.answers["Je e-mailadres"] as string,
        invitationId: null,
      });
      const createdAt = new Date(Date.now() - sign.daysAgo * DAY_MS);
      await tx
        .update(formSubmissions)
        .set({ createdAt, marked: sign.marked ?? false, note: sign.note ?? null })
        .where(eq(formSubmissions.id, row.id));
      // The keepers were told of each answer; the older ones they have read.
      await notify(tx, scope.tenant, await centerStaffIds(tx, scope.tenant, scope.centerId, FORM_MANAGERS), {
        kind: "form_submitted",
        data: { form: form.title },
        link: `/form_builder/${formId}/submissions/${row.id}`,
        createdAt,
        readAt: sign.daysAgo > 3 ? createdAt : null,
      });
    });
  }
}

/** A news item that carries the public sign-up form (the BuilderForm block), as a centre would announce its evening. */
async function seedSignUpNews(db: Database, scope: Scope, formId: number) {
  const page = await createPage(db, scope, {
    title: "Meld je aan voor de vrijwilligersavond",
    slug: "vrijwilligersavond",
    page_type: "news",
    summary: "Als dank voor jullie inzet: een avond met eten, muziek en een prijsvraag. Meld je hieronder aan.",
    blocks: [
      {
        id: "seed-evening-text",
        type: "Markdown",
        markdown:
          "Elk jaar bedanken we alle vrijwilligers met een gezellige avond. Ook nieuwe vrijwilligers zijn van harte welkom.",
      },
      { id: "seed-evening-form", type: "BuilderForm", form: formId },
    ],
  });
  await publishPage(db, scope, page.id, null, new Date(Date.now() - 25 * DAY_MS));
}

/** A demo form without its English. */
function dutchOnly({ form, questions }: (typeof DEMO_FORMS)[number]): (typeof DEMO_FORMS)[number] {
  const { title_en: _title, description_en: _description, ...dutch } = form;
  return {
    form: dutch,
    questions: questions.map(({ text_en: _text, options, ...question }) => ({
      ...question,
      ...(options && { options: options.map(({ label_en: _label, ...option }) => option) }),
    })),
  };
}

/** The demo forms for every centre, only for a tenant that has no forms yet. */
export async function seedDemoForms(db: Database, tenant: TenantId, logger: Logger) {
  const [existing] = await withTenant(db, tenant, (tx) =>
    tx.select({ id: forms.id }).from(forms).where(eq(forms.tenantId, tenant)).limit(1),
  );
  if (existing) return;
  const centers = await listCenters(db, tenant);
  // The others stay Dutch-only, as a real centre might.
  const { internationalization } = await ownFeatureFlags(db, tenant);
  for (const center of centers) {
    const scope = { tenant, centerId: center.id };
    for (const demo of DEMO_FORMS) {
      const { form, questions } = internationalization ? demo : dutchOnly(demo);
      const created = await createForm(db, scope, form, null);
      const asked: FormQuestionRow[] = [];
      for (const question of questions) asked.push(await createQuestion(db, scope, created.id, question, null));
      await seedDemoAnswers(db, scope, created, asked, form.access_permission === "token_holder");
      if (form.access_permission === "anonymous") await seedSignUpNews(db, scope, created.id);
    }
  }
  logger.info({ tenant, centers: centers.length }, "seeded demo forms");
}
