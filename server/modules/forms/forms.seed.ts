import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { FormCreate, FormQuestionCreate } from "../../../contract/forms";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import { listCenters } from "../tenancy/tenancy.service";
import { createQuestion } from "./form-questions.service";
import { createForm } from "./forms.service";
import { forms } from "./forms.table";

/** Two forms a centre typically has: a public sign-up and an evaluation by invitation, with every kind of question. */
const DEMO_FORMS: { form: FormCreate; questions: FormQuestionCreate[] }[] = [
  {
    form: {
      title: "Aanmelden voor de vrijwilligersavond",
      description: "Als dank voor jullie inzet nodigen we alle vrijwilligers uit voor een gezellige avond. Meld je hier aan.",
      access_permission: "anonymous",
      max_submissions: 150,
    },
    questions: [
      { question_type: "info_section", text: "De avond begint om 19.30 uur in het dorpshuis. Partners zijn welkom." },
      { question_type: "text", text: "Je naam", required: true },
      { question_type: "email", text: "Je e-mailadres", required: true },
      { question_type: "phone", text: "Je telefoonnummer" },
      { question_type: "number", text: "Met hoeveel personen kom je?", required: true },
      {
        question_type: "multiple_choice",
        text: "Hoe kom je naar het dorpshuis?",
        options: ["Lopend of op de fiets", "Met de auto", "Ik wil graag opgehaald worden"],
      },
      {
        question_type: "checkbox",
        text: "Heb je wensen voor het eten?",
        options: ["Vegetarisch", "Glutenvrij", "Halal", "Geen varkensvlees"],
      },
      { question_type: "text", text: "Wil je nog iets kwijt?", long_answer: true },
    ],
  },
  {
    form: {
      title: "Evaluatie training Omgaan met eenzaamheid",
      description: "Je volgde onlangs onze training. Vertel ons wat je ervan vond, zodat we hem beter kunnen maken.",
      access_permission: "token_holder",
      retention_months: 6,
    },
    questions: [
      { question_type: "date", text: "Op welke dag volgde je de training?", required: true },
      { question_type: "time", text: "Hoe laat ging je naar huis?" },
      {
        question_type: "multiple_choice",
        text: "Wat vond je van de training?",
        required: true,
        options: ["Heel goed", "Goed", "Matig", "Slecht"],
      },
      { question_type: "url", text: "Heb je een goede bron gevonden over dit onderwerp? Deel de link." },
      { question_type: "text", text: "Wat kan er beter?", long_answer: true },
    ],
  },
];

/** The demo forms for every centre, only for a tenant that has no forms yet. */
export async function seedDemoForms(db: Database, tenant: TenantId, logger: Logger) {
  const [existing] = await withTenant(db, tenant, (tx) =>
    tx.select({ id: forms.id }).from(forms).where(eq(forms.tenantId, tenant)).limit(1),
  );
  if (existing) return;
  const centers = await listCenters(db, tenant);
  for (const center of centers) {
    const scope = { tenant, centerId: center.id };
    for (const { form, questions } of DEMO_FORMS) {
      const created = await createForm(db, scope, form, null);
      for (const question of questions) await createQuestion(db, scope, created.id, question, null);
    }
  }
  logger.info({ tenant, centers: centers.length }, "seeded demo forms");
}
