import type { ApplicationStatus } from "../../../contract/applications";

/** One seeded application: a guest applicant, what he wrote, the outcome and what the staff noted, in his language. */
export interface DemoApplication {
  firstName: string;
  lastName: string;
  locale: "nl" | "en";
  message: string;
  status: ApplicationStatus;
  decisionMessage?: string;
  note?: string;
  /** Which of the chosen vacancies: the first ones belong to the demo organization superuser's organizations. */
  vacancy: number;
}

/** Every outcome in both languages; guests only, so the demo accounts' own lists stay as the browser tests expect. */
export const DEMO_APPLICATIONS: DemoApplication[] = [
  {
    firstName: "Sanne",
    lastName: "de Vries",
    locale: "nl",
    message: "Ik heb op woensdagmiddag tijd en help graag mee. Ik heb eerder bij de bibliotheek gewerkt.",
    status: "submitted",
    note: "Sanne teruggebeld: ze komt donderdag kennismaken.",
    vacancy: 0,
  },
  {
    firstName: "Emily",
    lastName: "Clarke",
    locale: "en",
    message: "I moved here last year and would love to help out. My Dutch is basic but improving.",
    status: "submitted",
    note: "Speaks English well; pair her with a Dutch-speaking volunteer at first.",
    vacancy: 1,
  },
  {
    firstName: "Joris",
    lastName: "Bakker",
    locale: "nl",
    message: "Ik ben net met pensioen en zoek iets zinvols voor twee ochtenden per week.",
    status: "submitted",
    vacancy: 4,
  },
  {
    firstName: "Fatima",
    lastName: "El Amrani",
    locale: "nl",
    message: "Ik studeer pedagogiek en wil graag ervaring opdoen met kinderen.",
    status: "accepted",
    decisionMessage: "Welkom! We zien je maandag om 9 uur bij de ingang.",
    note: "VOG aangevraagd op de eerste dag.",
    vacancy: 2,
  },
  {
    firstName: "James",
    lastName: "O'Connor",
    locale: "en",
    message: "I have a driving licence and am free most Saturdays.",
    status: "accepted",
    decisionMessage: "Great to have you on board. We will call you about the first Saturday.",
    vacancy: 5,
  },
  {
    firstName: "Pieter",
    lastName: "Mulder",
    locale: "nl",
    message: "Ik kan alleen in de avond, is dat een probleem?",
    status: "rejected",
    decisionMessage: "Helaas zoeken we nu iemand overdag. We bewaren je gegevens voor een volgende keer.",
    vacancy: 3,
  },
  {
    firstName: "Ana",
    lastName: "Silva",
    locale: "en",
    message: "I am looking for something to do during my summer holiday.",
    status: "rejected",
    decisionMessage: "Thank you for your interest. This role needs someone for at least six months.",
    note: "Suggested the summer camp activity instead.",
    vacancy: 6,
  },
  {
    firstName: "Lotte",
    lastName: "Jansen",
    locale: "nl",
    message: "Ik wil graag helpen bij activiteiten in het weekend.",
    status: "withdrawn",
    vacancy: 7,
  },
];
